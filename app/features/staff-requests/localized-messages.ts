import { formatCount } from "~/platform/format/format-count";

import { m } from "./messages/staff";
import type { StaffRequestField, StaffRequestMessages } from "./staff-request";

/*
 * The 'Request Staff' form's words in the page's language (the message catalogues beside
 * this file): the labels, and the checks' messages, which name each field by its label.
 */

export function staffRequestLabelsNow(): Record<StaffRequestField, string> {
  return {
    company: m.staff_requests_label_company(),
    name: m.staff_requests_label_name(),
    email: m.staff_requests_label_email(),
    phone: m.staff_requests_label_phone(),
    positionsNeeded: m.staff_requests_label_positions(),
    workers: m.staff_requests_label_workers(),
    category: m.staff_requests_label_category(),
    startDate: m.staff_requests_label_start_date(),
    duration: m.staff_requests_label_duration(),
    shift: m.staff_requests_label_shift(),
    workLocation: m.staff_requests_label_location(),
    payRate: m.staff_requests_label_pay_rate(),
    details: m.staff_requests_label_details(),
  };
}

export function staffRequestMessagesNow(): StaffRequestMessages {
  return {
    labels: staffRequestLabelsNow(),
    required: (label) => m.staff_requests_error_required({ label }),
    tooLong: (label, limit) => m.staff_requests_error_too_long({ label, limit: formatCount(limit) }),
    notPlainText: (label) => m.staff_requests_error_not_plain_text({ label }),
    email: m.staff_requests_error_email(),
    phone: m.staff_requests_error_phone(),
    workers: m.staff_requests_error_workers(),
    startDate: m.staff_requests_error_start_date(),
    startDateInPast: m.staff_requests_error_start_date_past(),
    choice: (label) => m.staff_requests_error_choice({ label }),
  };
}

/** 'Duration''s choices in the page's language, by stored value. */
export function durationWordsNow(): Record<string, string> {
  return {
    "one-day": m.staff_requests_duration_one_day(),
    "under-a-month": m.staff_requests_duration_under_a_month(),
    "1-6-months": m.staff_requests_duration_1_6_months(),
    ongoing: m.staff_requests_duration_ongoing(),
    "direct-hire": m.staff_requests_duration_direct_hire(),
  };
}
