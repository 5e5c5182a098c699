import { useEffect, useId, useRef, useState } from "react";

import {
  ProblemAlert,
  PublicField,
  SpamChecks,
  SubmitRow,
  SuccessPanel,
  type PublicFieldsFrame,
} from "~/features/site/public-form-parts";
import { useSiteData } from "~/features/site/site-data";
import { localizedPath } from "~/platform/i18n/locale";
import { useLocale } from "~/platform/i18n/use-locale";

import type { ContactActionData, ContactProblem } from "./contact-answer";
import {
  contactFieldLimits,
  emptyContactMessage,
  validateContactMessage,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessage,
} from "./contact-message";
import { m } from "./messages/contact";

/** How long the thank-you panel shows before the form is empty again. */
const THANK_YOU_MS = 3000;

const fieldOrder: ContactField[] = ["name", "email", "phone", "company", "message"];

const inputClass =
  "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30";

/**
 * 'Send Us a Message': checked in the browser, then thanked for three seconds and
 * cleared. As the site ships, nothing leaves the browser, unless staff turned on
 * the contact inbox (the settings): then the message goes to the server (/api/contact with
 * JavaScript, a plain form post to /contact without), and the visitor is thanked only once
 * it is taken; if it cannot be, they are told so, with the phone numbers.
 */
export function ContactForm({ initialMessage = "", answer }: { initialMessage?: string; answer?: ContactActionData }) {
  const id = useId();
  const { agency } = useSiteData();
  const locale = useLocale();
  const delivering = agency.inboxRetentionDays !== null;
  const [values, setValues] = useState<ContactMessage>(
    () => answer?.values ?? { ...emptyContactMessage, message: initialMessage },
  );
  const [errors, setErrors] = useState<ContactFieldErrors>(() => answer?.fieldErrors ?? {});
  const [attempted, setAttempted] = useState(Boolean(answer?.fieldErrors));
  const [thanking, setThanking] = useState(answer?.ok === true);
  const [problem, setProblem] = useState<ContactProblem | "network" | null>(answer?.problem ?? null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thankYouRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const shouldFocusForm = useRef(false);

  useEffect(() => {
    if (thanking) {
      thankYouRef.current?.focus();
      const timer = setTimeout(() => {
        shouldFocusForm.current = true;
        setThanking(false);
      }, THANK_YOU_MS);
      return () => clearTimeout(timer);
    }
    if (shouldFocusForm.current) {
      shouldFocusForm.current = false;
      formRef.current?.querySelector<HTMLInputElement>("input:not([tabindex='-1'])")?.focus();
    }
  }, [thanking]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  // The values as last edited, for the edits of one task: what was typed into several fields
  // before hydration is handed over field by field, before the next render.
  const latestValues = useRef(values);
  function changeValues(next: ContactMessage) {
    latestValues.current = next;
    setValues(next);
  }

  function update(field: ContactField, value: string) {
    const next = { ...latestValues.current, [field]: value };
    changeValues(next);
    // After a first attempt, messages follow the typing so fixed fields clear at once.
    if (attempted) setErrors(validateContactMessage(next) ?? {});
  }

  function showErrors(found: ContactFieldErrors) {
    setErrors(found);
    setAttempted(true);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  function thank() {
    changeValues(emptyContactMessage);
    setErrors({});
    setAttempted(false);
    setThanking(true);
  }

  async function deliver(form: HTMLFormElement) {
    setSending(true);
    setProblem(null);
    try {
      // The answer's field errors in the page's language (routes/api.contact.ts).
      const response = await fetch(locale === "en" ? "/api/contact" : `/api/contact?lang=${locale}`, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      const body = (await response.json().catch(() => null)) as ContactActionData | null;
      if (body?.ok) thank();
      else if (body?.fieldErrors) showErrors(body.fieldErrors);
      else setProblem(body?.problem ?? "unavailable");
    } catch {
      setProblem("network");
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateContactMessage(values);
    if (found) {
      showErrors(found);
      return;
    }
    if (delivering) void deliver(event.currentTarget);
    else thank();
  }

  const fields: PublicFieldsFrame<ContactField> = {
    id,
    values,
    errorOf: (name) => errors[name],
    limits: contactFieldLimits,
    inputClass,
    onEdit: update,
  };

  return (
    <div>
      <div role="status" aria-live="polite">
        {thanking ? (
          <SuccessPanel focusRef={thankYouRef}>
            <p className="mt-4 text-lg font-semibold text-green-900">{m.contact_thanks()}</p>
          </SuccessPanel>
        ) : null}
      </div>
      {problem && !thanking ? <DeliveryProblem problem={problem} focusRef={problemRef} /> : null}
      {thanking ? null : (
        // noValidate: our own messages, tied to each field, replace the browser's bubbles.
        // With the inbox off, method="dialog": before the page's JavaScript runs, submitting
        // goes nowhere. With it on, a real post, so the form works without JavaScript too.
        <form
          ref={formRef}
          {...(delivering ? { method: "post", action: localizedPath(locale, "/contact") } : { method: "dialog" })}
          noValidate
          onSubmit={onSubmit}
          className="grid gap-5 sm:grid-cols-2"
        >
          <PublicField frame={fields} name="name" label={m.contact_name()} required autoComplete="name" />
          <PublicField
            frame={fields}
            name="email"
            label={m.contact_email()}
            required
            type="email"
            autoComplete="email"
          />
          <PublicField frame={fields} name="phone" label={m.contact_phone()} type="tel" autoComplete="tel" />
          <PublicField frame={fields} name="company" label={m.contact_company()} autoComplete="organization" />
          <PublicField frame={fields} name="message" label={m.contact_message()} required rows={6} wide />
          {/* The spam checks and their token only when messages are delivered. */}
          {delivering ? <SpamChecks tokenEndpoint="/api/contact" label={m.contact_leave_empty()} /> : null}
          <SubmitRow
            note={
              <>
                {m.contact_required_before()} <span className="font-semibold text-red-700">*</span>{" "}
                {m.contact_required_after()}
              </>
            }
            sending={sending}
            label={m.contact_send()}
            sendingLabel={m.contact_sending()}
          />
          {delivering ? (
            <p className="text-sm text-slate-600 sm:col-span-2">
              {m.contact_kept({ days: agency.inboxRetentionDays ?? "" })}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}

// Looked up at each render (a message read once, when the module loads, would stay in that language).
const problemText: Record<ContactProblem | "network", () => string> = {
  unavailable: () => m.contact_unavailable(),
  network: () => m.contact_network(),
  "too-many": () => m.contact_too_many(),
  closed: () => m.contact_closed(),
  "too-large": () => m.contact_too_large(),
};

function DeliveryProblem({
  problem,
  focusRef,
}: {
  problem: ContactProblem | "network";
  focusRef: React.Ref<HTMLDivElement>;
}) {
  const { agency } = useSiteData();
  return (
    <ProblemAlert text={problemText[problem]()} focusRef={focusRef}>
      {agency.phones.length > 0 || agency.email ? (
        <p className="mt-1">
          {m.contact_call_please()}
          {agency.phones.map((phone, index) => (
            <span key={`${phone.label}|${phone.e164}`}>
              {index === 0 ? m.contact_at() : index === agency.phones.length - 1 ? m.contact_or() : ", "}
              {phone.label}{" "}
              <a href={`tel:${phone.e164}`} className="font-semibold underline">
                {phone.display}
              </a>
            </span>
          ))}
          {agency.email ? (
            <>
              {agency.phones.length > 0 ? m.contact_or_email() : m.contact_only_email()}
              <a href={`mailto:${agency.email}`} className="font-semibold underline">
                {agency.email}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </ProblemAlert>
  );
}
