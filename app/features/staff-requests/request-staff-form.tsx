import { useId, useSyncExternalStore, type ComponentProps } from "react";

import {
  CheckedForm,
  PublicField,
  SuccessPanel,
  useCheckedForm,
  type PublicFieldsFrame,
} from "~/features/site/public-form-parts";
import { useSiteData } from "~/features/site/site-data";
import { deferredModule } from "~/platform/document/deferred-module";
import { agencyToday } from "~/platform/format/agency-time";

import { durationWordsNow, staffRequestLabelsNow, staffRequestMessagesNow } from "./localized-messages";
import { m } from "./messages/staff";
import {
  emptyStaffRequest,
  requiredStaffRequestFields,
  staffRequestDurationLabels,
  staffRequestFieldLimits,
  staffRequestFields,
  type StaffRequestField,
  type StaffRequestFieldErrors,
  type StaffRequestValues,
} from "./staff-request";
import { staffRequestProblemText, type StaffRequestActionData } from "./staff-request-answer";

/*
 * 'Request Staff': a plain form post (so it works without JavaScript), checked first in the
 * browser with the server's own schema (staff-request-checks.ts, loaded once the page runs).
 * Sent, the page says 'Request Received' and the settings' sentence. The fill-time token
 * comes from /api/contact, as the contact form's.
 */

/** The form's rules (with zod), loaded once the page runs. */
const staffRequestChecks = deferredModule(() => import("./staff-request-checks"));

function noSubscription() {
  return () => {};
}

/**
 * The start date, whose earliest day is today on the agency's clock once the page runs here:
 * a cached page's HTML may be a day old, so the server leaves it out. Its own component, so
 * that only this field renders again when the date comes, not the whole form in the task
 * that follows hydration.
 */
function StartDateField(props: ComponentProps<typeof PublicField<StaffRequestField>>) {
  const today = useSyncExternalStore(noSubscription, agencyToday, () => undefined);
  return <PublicField {...props} type="date" autoComplete="off" min={today} />;
}

function valuesOf(form: HTMLFormElement): StaffRequestValues {
  const data = new FormData(form);
  const values = { ...emptyStaffRequest };
  for (const field of staffRequestFields) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function RequestStaffForm({
  answer,
  successMessage,
  categories,
}: {
  answer: StaffRequestActionData | undefined;
  successMessage: string;
  /** The categories' names in the page's language (the loader reads them on the server). */
  categories: ReadonlyArray<{ slug: string; title: string }>;
}) {
  const id = useId();
  const { agency } = useSiteData();
  const labels = staffRequestLabelsNow();
  const messages = staffRequestMessagesNow();
  const { errors, successRef, form } = useCheckedForm(answer, {
    checks: staffRequestChecks,
    check: (rules, element) => rules.validateStaffRequest(valuesOf(element), agencyToday(), messages),
    focusFirst,
  });

  function focusFirst(found: StaffRequestFieldErrors) {
    const first = staffRequestFields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  if (answer?.ok) {
    return (
      <SuccessPanel focusRef={successRef} role="status">
        <h2 className="mt-4 text-2xl font-extrabold text-green-900">{m.staff_requests_success_heading()}</h2>
        <p className="mt-2 text-lg text-green-900">{successMessage}</p>
      </SuccessPanel>
    );
  }

  const fields: PublicFieldsFrame<StaffRequestField> = {
    id,
    values: answer?.values ?? emptyStaffRequest,
    errorOf: (name) => errors[name],
    limits: staffRequestFieldLimits,
    optionalText: m.staff_requests_optional(),
    chooseText: m.staff_requests_choose(),
    hintAbove: true,
  };
  const field = (name: StaffRequestField) => ({
    frame: fields,
    name,
    label: labels[name],
    required: requiredStaffRequestFields.has(name),
  });
  const durationWords = durationWordsNow();
  return (
    <CheckedForm
      {...form}
      problem={answer?.problem ? staffRequestProblemText[answer.problem]() : null}
      callText={m.staff_requests_problem_call()}
      // The fill-time token comes from /api/contact, as the contact form's.
      tokenEndpoint="/api/contact"
      requiredNote={m.staff_requests_required_note()}
      submitLabel={m.staff_requests_send()}
      sendingLabel={m.staff_requests_sending()}
      retention={
        agency.inboxRetentionDays !== null ? m.staff_requests_retention({ days: agency.inboxRetentionDays }) : null
      }
    >
      <PublicField {...field("company")} autoComplete="organization" />
      <PublicField {...field("name")} autoComplete="name" />
      <PublicField {...field("email")} type="email" autoComplete="email" />
      <PublicField {...field("phone")} type="tel" autoComplete="tel" />
      <PublicField {...field("positionsNeeded")} rows={3} wide hint={m.staff_requests_hint_positions()} />
      <PublicField {...field("workers")} inputMode="numeric" autoComplete="off" />
      <PublicField
        {...field("category")}
        choices={categories.map((category) => ({ value: category.slug, label: category.title }))}
      />
      <StartDateField {...field("startDate")} />
      <PublicField
        {...field("duration")}
        choices={Object.entries(staffRequestDurationLabels).map(([value, label]) => ({
          value,
          label: durationWords[value] ?? label,
        }))}
      />
      <PublicField {...field("shift")} autoComplete="off" hint={m.staff_requests_hint_shift()} />
      <PublicField {...field("workLocation")} autoComplete="address-level2" hint={m.staff_requests_hint_location()} />
      <PublicField {...field("payRate")} autoComplete="off" />
      <PublicField {...field("details")} rows={5} wide />
    </CheckedForm>
  );
}
