import { useEffect, useRef, useState, type ReactNode } from "react";

import { useSiteData } from "./site-data";

/*
 * What the public forms (contact, staff request, application) share: the fill-time token, the
 * spam checks, where focus goes with an answer, a field's label row, the thank-you panel, and
 * the alert that asks a visitor to call when a form could not be delivered. Their words come
 * from each form's own catalogue.
 */

/**
 * The fill-time token (app/features/inbox/form-token.server.ts), asked of `endpoint` once the
 * form can be used here; empty until it comes, or when `enabled` is false.
 */
export function useFillTimeToken(endpoint: string, enabled = true): string {
  const [token, setToken] = useState("");
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetch(endpoint, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ token?: string }>) : null))
      .then((body) => current && setToken(body?.token ?? ""))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [endpoint, enabled]);
  return token;
}

/**
 * Where focus goes when the action answers: the thank-you panel, the delivery problem, or the
 * first field in error (`focusFirst`). Each answer once.
 */
export function useAnswerFocus<Errors>(
  answer: { ok?: boolean; problem?: unknown; fieldErrors?: Errors } | undefined,
  focusFirst: (errors: Errors) => void,
) {
  const successRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.ok) successRef.current?.focus();
    else if (answer?.problem) problemRef.current?.focus();
    else if (answer?.fieldErrors) focusFirst(answer.fieldErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return { successRef, problemRef };
}

/** What `aria-describedby` names for a field: its hint and its error, when shown. */
export function describedBy(inputId: string, field: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [field.hint ? `${inputId}-hint` : null, field.error ? `${inputId}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * A field's label, with a red asterisk when it is required or `optionalText` when it is not
 * (none when that is not given). Both stay outside the label: the field's name is exactly its
 * label.
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
  optionalText,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  optionalText?: string;
}) {
  return (
    <div className={`flex items-baseline ${optionalText ? "gap-1.5" : "gap-0.5"}`}>
      <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {required ? (
        <span aria-hidden="true" className="text-sm font-semibold text-red-700">
          *
        </span>
      ) : optionalText ? (
        <span className="text-xs text-slate-600">({optionalText})</span>
      ) : null}
    </div>
  );
}

/** The green thank-you panel, focused when it appears (`focusRef`), with the check mark over its text. */
export function SuccessPanel({
  focusRef,
  role,
  children,
}: {
  focusRef: React.Ref<HTMLDivElement>;
  role?: "status";
  children: ReactNode;
}) {
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role={role}
      className="flex flex-col items-center rounded-xl border border-green-200 bg-green-50 px-6 py-12 text-center focus:outline-none"
    >
      <SuccessMark />
      {children}
    </div>
  );
}

/** The row under a public form: what the asterisk means (`note`), and the submit button. */
export function SubmitRow({
  note,
  sending,
  label,
  sendingLabel,
}: {
  note: ReactNode;
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">{note}</p>
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className="inline-flex items-center justify-center rounded-md bg-brand-700 px-8 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:opacity-70"
      >
        {sending ? sendingLabel : label}
      </button>
    </div>
  );
}

/** A red alert that a form could not be delivered, focused by the form so that it is read at once. */
export function ProblemAlert({
  text,
  focusRef,
  children,
}: {
  text: string;
  focusRef: React.Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <div
      ref={focusRef}
      role="alert"
      tabIndex={-1}
      className="mb-6 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-900 focus:outline-none"
    >
      <p className="font-semibold">{text}</p>
      {children}
    </div>
  );
}

/**
 * Hidden from people and assistive technology alike: a field only robots fill in, and the
 * fill-time token (app/features/inbox/form-token.server.ts). `label` names the field for the
 * robots that read labels; without one it is named by an attribute.
 */
export function SpamChecks({ token, label }: { token: string; label?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      {label ? (
        <label>
          {label}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      ) : (
        // The honeypot's name is for robots; no person sees or hears it (aria-hidden above).
        // eslint-disable-next-line i18n/no-literal-text
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" aria-label="website" />
      )}
      <input type="hidden" name="formToken" value={token} />
    </div>
  );
}

/** The green check mark over a form's thank-you text. */
function SuccessMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-12 text-green-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A form that could not be delivered: what happened (`text`), then `callText` and the
 * agency's phone numbers, when it has any. Focused by the form, so that it is read at once.
 */
export function CallUsProblem({
  text,
  callText,
  focusRef,
}: {
  text: string;
  callText: string;
  focusRef: React.Ref<HTMLDivElement>;
}) {
  const { agency } = useSiteData();
  return (
    <ProblemAlert text={text} focusRef={focusRef}>
      {agency.phones.length > 0 ? (
        <p className="mt-1">
          {callText}{" "}
          {agency.phones.map((phone, index) => (
            <span key={`${phone.label}|${phone.e164}`}>
              {index > 0 ? ", " : null}
              {phone.label}{" "}
              <a href={`tel:${phone.e164}`} className="font-semibold whitespace-nowrap underline">
                {phone.display}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </ProblemAlert>
  );
}
