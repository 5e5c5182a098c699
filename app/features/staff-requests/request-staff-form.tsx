import { useId, useRef, useState, useSyncExternalStore } from "react";
import { Form, useNavigation } from "react-router";

import {
  CallUsProblem,
  describedBy,
  FieldLabel,
  SpamChecks,
  SubmitRow,
  SuccessPanel,
  useAnswerFocus,
  useFillTimeToken,
} from "~/features/site/public-form-parts";
import { useSiteData } from "~/features/site/site-data";
import { agencyToday } from "~/platform/format/agency-time";
import { useLocale } from "~/platform/i18n/use-locale";

import { durationWordsNow, staffRequestLabelsNow, staffRequestMessagesNow } from "./localized-messages";
import { m } from "./messages/staff";
import {
  emptyStaffRequest,
  staffRequestDurations,
  staffRequestFieldLimits,
  staffRequestFields,
  validateStaffRequest,
  type StaffRequestField,
  type StaffRequestFieldErrors,
  type StaffRequestValues,
} from "./staff-request";
import type { StaffRequestActionData, StaffRequestProblem } from "./staff-request-answer";

/*
 * 'Request Staff': a plain form post (so it works without JavaScript), checked first in the
 * browser with the server's own schema. Sent, the page says 'Request Received' and the
 * settings' sentence. The fill-time token comes from /api/contact, as the contact form's.
 */

const inputClass =
  "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30";

const REQUIRED: ReadonlySet<StaffRequestField> = new Set([
  "company",
  "name",
  "email",
  "phone",
  "positionsNeeded",
  "workers",
  "startDate",
]);

function noSubscription() {
  return () => {};
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
  const locale = useLocale();
  const { agency } = useSiteData();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<StaffRequestFieldErrors | null>(null);
  const token = useFillTimeToken("/api/contact");
  // The earliest start date, on the agency's clock, once the page runs here: a cached page's
  // HTML may be a day old, so the server leaves it out.
  const today = useSyncExternalStore(noSubscription, agencyToday, () => undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const { successRef, problemRef } = useAnswerFocus(answer, focusFirst);
  const labels = staffRequestLabelsNow();
  const messages = staffRequestMessagesNow(locale === "es" ? "es-US" : "en-US");
  const errors: StaffRequestFieldErrors = clientErrors ?? answer?.fieldErrors ?? {};
  const sentValues = answer?.values ?? emptyStaffRequest;

  function focusFirst(found: StaffRequestFieldErrors) {
    const first = staffRequestFields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  function check(form: HTMLFormElement): StaffRequestFieldErrors | null {
    return validateStaffRequest(valuesOf(form), agencyToday(), messages);
  }

  if (answer?.ok) {
    return (
      <SuccessPanel focusRef={successRef} role="status">
        <h2 className="mt-4 text-2xl font-extrabold text-green-900">{m.staff_requests_success_heading()}</h2>
        <p className="mt-2 text-lg text-green-900">{successMessage}</p>
      </SuccessPanel>
    );
  }

  function field(
    name: StaffRequestField,
    options: {
      type?: string;
      autoComplete?: string;
      inputMode?: "numeric";
      rows?: number;
      hint?: string;
      wide?: boolean;
      choices?: ReadonlyArray<{ value: string; label: string }>;
    } = {},
  ) {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const hintId = `${inputId}-hint`;
    const error = errors[name];
    const required = REQUIRED.has(name);
    const common = {
      id: inputId,
      name,
      required,
      defaultValue: sentValues[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(inputId, { hint: options.hint, error }),
      className: inputClass,
    };
    return (
      <div className={options.wide ? "sm:col-span-2" : undefined}>
        <FieldLabel
          htmlFor={inputId}
          label={labels[name]}
          required={required}
          optionalText={m.staff_requests_optional()}
        />
        {options.hint ? (
          <p id={hintId} className="mt-0.5 text-sm text-slate-600">
            {options.hint}
          </p>
        ) : null}
        {options.choices ? (
          <select {...common}>
            <option value="">{m.staff_requests_choose()}</option>
            {options.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : options.rows ? (
          <textarea rows={options.rows} maxLength={staffRequestFieldLimits[name]} {...common} />
        ) : (
          <input
            type={options.type ?? "text"}
            autoComplete={options.autoComplete}
            inputMode={options.inputMode}
            maxLength={options.type === "date" ? undefined : staffRequestFieldLimits[name]}
            min={options.type === "date" ? today : undefined}
            {...common}
          />
        )}
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const durationWords = durationWordsNow();
  return (
    <div>
      {answer?.problem ? (
        <CallUsProblem
          text={problemText[answer.problem]()}
          callText={m.staff_requests_problem_call()}
          focusRef={problemRef}
        />
      ) : null}
      <Form
        ref={formRef}
        method="post"
        // Our own messages, under each field, replace the browser's bubbles.
        noValidate
        onSubmit={(event) => {
          const found = check(event.currentTarget);
          if (!found) {
            // The server's answer speaks next.
            setClientErrors(null);
            return;
          }
          event.preventDefault();
          setClientErrors(found);
          focusFirst(found);
        }}
        // After a first refusal, the messages follow the typing so a fixed field clears at once.
        onChange={(event) => {
          if (clientErrors || answer?.fieldErrors) setClientErrors(check(event.currentTarget) ?? {});
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        {field("company", { autoComplete: "organization" })}
        {field("name", { autoComplete: "name" })}
        {field("email", { type: "email", autoComplete: "email" })}
        {field("phone", { type: "tel", autoComplete: "tel" })}
        {field("positionsNeeded", { rows: 3, wide: true, hint: m.staff_requests_hint_positions() })}
        {field("workers", { inputMode: "numeric", autoComplete: "off" })}
        {field("category", {
          choices: categories.map((category) => ({ value: category.slug, label: category.title })),
        })}
        {field("startDate", { type: "date", autoComplete: "off" })}
        {field("duration", {
          choices: staffRequestDurations.map((duration) => ({
            value: duration.value,
            label: durationWords[duration.value] ?? duration.label,
          })),
        })}
        {field("shift", { autoComplete: "off", hint: m.staff_requests_hint_shift() })}
        {field("workLocation", { autoComplete: "address-level2", hint: m.staff_requests_hint_location() })}
        {field("payRate", { autoComplete: "off" })}
        {field("details", { rows: 5, wide: true })}
        <SpamChecks token={token} />
        <SubmitRow
          note={m.staff_requests_required_note()}
          sending={sending}
          label={m.staff_requests_send()}
          sendingLabel={m.staff_requests_sending()}
        />
        {agency.inboxRetentionDays !== null ? (
          <p className="text-sm text-slate-600 sm:col-span-2">
            {m.staff_requests_retention({ days: agency.inboxRetentionDays })}
          </p>
        ) : null}
      </Form>
    </div>
  );
}

// Looked up at each render (a message read once, when the module loads, would stay in that language).
const problemText: Record<StaffRequestProblem, () => string> = {
  unavailable: () => m.staff_requests_problem_unavailable(),
  "too-many": () => m.staff_requests_problem_too_many(),
  "too-large": () => m.staff_requests_problem_too_large(),
};
