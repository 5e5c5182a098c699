import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { ChoiceOptions } from "~/components/form-fields";
import type { DeferredModule } from "~/platform/document/deferred-module";
import { useTypedBeforeHydration } from "~/platform/document/use-typed-before-hydration";

import { useSiteData } from "./site-data";

/*
 * What the public forms (contact, staff request, application) share: the fill-time token, the
 * spam checks, where focus goes with an answer, a field with its label row, hint and message,
 * the checks in the browser before a post, the thank-you panel, and the alert that asks a
 * visitor to call when a form could not be delivered. Their words come from each form's own
 * catalogue.
 */

/** Why a public form was not taken, besides its fields: over the day's limit, not stored, too large. */
export type PublicFormProblem = "too-many" | "unavailable" | "too-large";

/**
 * What a public form's POST answers (the page renders it, so the form works without
 * JavaScript): taken (with `Sent`, what the thank-you says), refused with a message per field
 * and the values as typed, or not taken for a `Problem`.
 */
export type PublicFormAnswer<Values, Errors, Problem extends string = PublicFormProblem, Sent = unknown> =
  | ({ ok: true; fieldErrors?: undefined; values?: undefined; problem?: undefined } & Sent)
  | { ok: false; fieldErrors: Errors; values: Values; problem?: undefined }
  | { ok: false; problem: Problem; values?: Values; fieldErrors?: undefined };

/** The text inputs of the public forms, unless a form has its own (`PublicFieldsFrame.inputClass`). */
const publicInputClass =
  "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30";

/**
 * The fill-time token (app/features/inbox/form-token.server.ts), asked of `endpoint` once the
 * form can be used here; empty until it comes.
 */
function useFillTimeToken(endpoint: string): string {
  const [token, setToken] = useState("");
  useEffect(() => {
    let current = true;
    fetch(endpoint, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ token?: string }>) : null))
      .then((body) => current && setToken(body?.token ?? ""))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [endpoint]);
  return token;
}

/**
 * Where focus goes when the action answers: the thank-you panel, the delivery problem, or the
 * first field in error (`focusFirst`). Each answer once.
 */
function useAnswerFocus<Errors>(
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

/** A field's message under it, when it has one (`aria-describedby` names its id). */
export function FieldError({ inputId, error }: { inputId: string; error: string | undefined }) {
  return error ? (
    <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * What a form's fields have in common: the form's `useId()` (a field's id is `${id}-${name}`),
 * the values they show, their messages, their length limits and classes, and the words for
 * 'optional' and for an empty choice. With `onEdit` the fields are controlled (`values` are the
 * typed ones); without it, `values` are the ones last sent and the browser keeps the typing.
 */
export interface PublicFieldsFrame<Name extends string> {
  id: string;
  values: Readonly<Record<Name, string>>;
  errorOf: (name: Name) => string | undefined;
  limits: Readonly<Record<Name, number>>;
  inputClass?: string;
  optionalText?: string;
  chooseText?: string;
  /** Hints above the control (under the label) rather than under it. */
  hintAbove?: boolean;
  onEdit?: (name: Name, value: string) => void;
}

/**
 * One field of a public form: its label row, the control (an input, a text area with `rows`,
 * a list with `choices`), its hint and its message, tied to the control by `aria-describedby`.
 */
export function PublicField<Name extends string>({
  frame,
  name,
  label,
  required,
  hint,
  wide,
  rows,
  choices,
  type = "text",
  ...input
}: {
  frame: PublicFieldsFrame<Name>;
  name: Name;
  label: string;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  rows?: number;
  choices?: ReadonlyArray<{ value: string; label: string }>;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email";
  min?: string;
}) {
  const inputId = `${frame.id}-${name}`;
  const error = frame.errorOf(name);
  const { onEdit } = frame;
  // One ref for whichever control this field is (an input, a text area or a list).
  const ref = useTypedBeforeHydration<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(
    frame.values[name],
    (typed) => onEdit?.(name, typed),
  );
  const common = {
    id: inputId,
    ref,
    name,
    required,
    ...(onEdit
      ? {
          value: frame.values[name],
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
            onEdit(name, event.target.value),
        }
      : { defaultValue: frame.values[name] }),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(inputId, { hint, error }),
    className: frame.inputClass ?? publicInputClass,
  };
  // A date's length is the browser's; a list has none.
  const maxLength = type === "date" ? undefined : frame.limits[name];
  const hintText = hint ? (
    <p id={`${inputId}-hint`} className={`${frame.hintAbove ? "mt-0.5" : "mt-1"} text-sm text-slate-600`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <FieldLabel htmlFor={inputId} label={label} required={required} optionalText={frame.optionalText} />
      {frame.hintAbove ? hintText : null}
      {choices ? (
        <select {...common}>
          <option value="">{frame.chooseText}</option>
          <ChoiceOptions choices={choices} />
        </select>
      ) : rows ? (
        <textarea rows={rows} maxLength={maxLength} {...common} />
      ) : (
        <input type={type} maxLength={maxLength} {...input} {...common} />
      )}
      {frame.hintAbove ? null : hintText}
      <FieldError inputId={inputId} error={error} />
    </div>
  );
}

interface CheckedAnswer<Errors> {
  ok?: boolean;
  problem?: string;
  fieldErrors?: Errors;
}

/**
 * A public form checked in the browser with the server's own schema before it is posted:
 * `check` runs the rules of the `checks` module, which the page loads just after hydration
 * (its zod stays out of what the browser evaluates before). Refused, the messages show under
 * the fields and focus goes to the first one; after a first refusal, the messages follow the
 * typing so a fixed field clears at once. The messages of `serverFields` (e.g. a resume,
 * judged by its content) are the server's: they stay until the form is sent again. Also
 * where focus goes with the action's answer.
 */
export function useCheckedForm<Errors extends Record<string, string | undefined>, Checks>(
  answer: CheckedAnswer<Errors> | undefined,
  {
    checks,
    check,
    focusFirst,
    serverFields = [],
  }: {
    checks: DeferredModule<Checks>;
    check: (checks: Checks, form: HTMLFormElement) => Errors | null;
    focusFirst: (errors: Errors) => void;
    serverFields?: ReadonlyArray<keyof Errors>;
  },
) {
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const { successRef, problemRef } = useAnswerFocus(answer, focusFirst);
  const errors: Partial<Errors> = clientErrors ?? answer?.fieldErrors ?? {};
  // A failure is retried at the first send (sendOnceChecked).
  useEffect(() => checks.loadInNextTask(), [checks]);
  const form: CheckedFormProps = {
    problemRef,
    onSubmit: (event) => {
      const loaded = checks.now();
      if (loaded === undefined) return sendOnceChecked(event, checks);
      const found = check(loaded, event.currentTarget);
      if (!found) {
        // The server's answer speaks next.
        setClientErrors(null);
        return;
      }
      event.preventDefault();
      setClientErrors(found);
      focusFirst(found);
    },
    onChange: (event) => {
      const loaded = checks.now();
      if ((!clientErrors && !answer?.fieldErrors) || loaded === undefined) return;
      const found: Partial<Errors> = check(loaded, event.currentTarget) ?? {};
      for (const field of serverFields) if (errors[field]) found[field] = errors[field];
      setClientErrors(found as Errors);
    },
  };
  return { errors, successRef, form };
}

/**
 * A form sent before its checks have come (a tap within moments of hydration): held, then
 * sent again through the checks once they are here. If they cannot load, it is posted as it
 * would be without JavaScript, and the server's checks answer.
 */
function sendOnceChecked(event: React.FormEvent<HTMLFormElement>, checks: DeferredModule<unknown>) {
  event.preventDefault();
  const form = event.currentTarget;
  const submitter = "submitter" in event.nativeEvent ? (event.nativeEvent as SubmitEvent).submitter : null;
  checks.load().then(
    () => form.isConnected && form.requestSubmit(submitter),
    () => form.isConnected && form.submit(),
  );
}

type CheckedFormProps = Pick<ComponentProps<typeof Form>, "onSubmit" | "onChange"> & {
  problemRef: React.Ref<HTMLDivElement>;
};

/**
 * A public form posted to its page (so it works without JavaScript), with `useCheckedForm`'s
 * checks, under the alert of a delivery `problem` that asks the visitor to call (`callText`);
 * after its fields, the spam checks (the fill-time token from `tokenEndpoint`), the submit row
 * and what is kept for how long (`retention`, when anything is).
 */
export function CheckedForm({
  problem,
  callText,
  problemRef,
  multipart = false,
  tokenEndpoint,
  requiredNote,
  submitLabel,
  sendingLabel,
  retention,
  children,
  ...checks
}: CheckedFormProps & {
  problem: string | null;
  callText: string;
  /** A form that sends a file. */
  multipart?: boolean;
  tokenEndpoint: string;
  requiredNote: string;
  submitLabel: string;
  sendingLabel: string;
  retention: string | null;
  children: ReactNode;
}) {
  const sending = useNavigation().state === "submitting";
  return (
    <div>
      {problem ? <CallUsProblem text={problem} callText={callText} focusRef={problemRef} /> : null}
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        // Our own messages, under each field, replace the browser's bubbles.
        noValidate
        {...checks}
        className="grid gap-5 sm:grid-cols-2"
      >
        {children}
        <SpamChecks tokenEndpoint={tokenEndpoint} />
        <SubmitRow note={requiredNote} sending={sending} label={submitLabel} sendingLabel={sendingLabel} />
        {retention ? <p className="text-sm text-slate-600 sm:col-span-2">{retention}</p> : null}
      </Form>
    </div>
  );
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

/**
 * The white card a public form sits in, named by its heading. `className` gives its width and
 * padding; `headingClassName` the space under the heading.
 */
export function FormCard({
  headingId,
  title,
  className = "p-6 sm:p-8",
  headingClassName = "",
  children,
}: {
  headingId: string;
  title: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <h2 id={headingId} className={`text-2xl font-extrabold tracking-tight text-brand-900 ${headingClassName}`}>
        {title}
      </h2>
      {children}
    </section>
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
 * fill-time token, asked of `tokenEndpoint` (app/features/inbox/form-token.server.ts) here, so
 * that its coming renders only this. `label` names the field for the robots that read labels;
 * without one it is named by an attribute.
 */
export function SpamChecks({ tokenEndpoint, label }: { tokenEndpoint: string; label?: string }) {
  const token = useFillTimeToken(tokenEndpoint);
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
function CallUsProblem({
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
