import type { ContactMessage } from "~/features/inbox/contact-messages.server";
import { formatReceived } from "~/features/inbox/received-time";
import { toE164 } from "~/features/settings/phone-number";
import { englishServiceTitle } from "~/features/site/english-service-titles";

import { durationLabel } from "./staff-request";
import { formatStartDate } from "./start-date";

/** An open staff request as its admin page shows it: every field, in words. */
export interface StaffRequestView {
  id: string;
  company: string;
  contact: string;
  email: string;
  phone: string;
  /** For 'Call' (tel:); null when the number cannot be dialled. */
  phoneE164: string | null;
  positionsNeeded: string;
  workers: number | null;
  category: string;
  startDate: string;
  duration: string;
  shift: string;
  workLocation: string;
  payRate: string;
  details: string;
  language: "English" | "Spanish";
  received: string;
  handled: string | null;
  /** Who marked it handled, when known. */
  handledBy: string | null;
  spam: boolean;
}

export function staffRequestView(request: ContactMessage): StaffRequestView {
  return {
    id: request.id,
    company: request.company,
    contact: request.name,
    email: request.email,
    phone: request.phone,
    phoneE164: request.phone ? toE164(request.phone) : null,
    positionsNeeded: request.positionsNeeded,
    workers: request.workers,
    category: englishServiceTitle(request.category),
    startDate: request.startDate ? formatStartDate(request.startDate) : "",
    duration: durationLabel(request.duration),
    shift: request.shift,
    workLocation: request.workLocation,
    payRate: request.payRate,
    details: request.message,
    language: request.language === "es" ? "Spanish" : "English",
    received: formatReceived(request.createdAt),
    handled: request.handledAt ? formatReceived(request.handledAt) : null,
    handledBy: request.handledByName,
    spam: request.isSpam,
  };
}
