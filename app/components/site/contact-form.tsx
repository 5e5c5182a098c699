import { useEffect, useId, useRef, useState } from "react";

import {
  emptyContactMessage,
  validateContactMessage,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessage,
} from "~/utils/contact-message";

/** SPEC.md section 9: the thank-you panel shows for 3 seconds. */
export const THANK_YOU_MS = 3000;

const fieldOrder: ContactField[] = ["name", "email", "phone", "company", "message"];

const inputClass =
  "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30";

/**
 * 'Send Us a Message' (SPEC.md section 2): checked in the browser, then thanked for three
 * seconds and cleared. Nothing leaves the browser.
 */
export function ContactForm({ initialMessage = "" }: { initialMessage?: string }) {
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(() => ({ ...emptyContactMessage, message: initialMessage }));
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [thanking, setThanking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thankYouRef = useRef<HTMLDivElement>(null);
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
      formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
    }
  }, [thanking]);

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the typing so fixed fields clear at once.
    if (attempted) setErrors(validateContactMessage(next) ?? {});
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactMessage(values);
    if (found) {
      setErrors(found);
      setAttempted(true);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setValues(emptyContactMessage);
    setErrors({});
    setAttempted(false);
    setThanking(true);
  }

  function field(
    name: ContactField,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; rows?: number },
  ) {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = errors[name];
    const common = {
      id: inputId,
      name,
      value: values[name],
      required: options.required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(name, event.target.value),
      className: inputClass,
    };
    return (
      <div className={name === "message" ? "sm:col-span-2" : undefined}>
        {/* The asterisk stays outside the label: the field's name is exactly its label. */}
        <div className="flex items-baseline gap-0.5">
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
            {label}
          </label>
          {options.required ? (
            <span aria-hidden="true" className="text-sm font-semibold text-red-700">
              *
            </span>
          ) : null}
        </div>
        {options.rows ? (
          <textarea rows={options.rows} {...common} />
        ) : (
          <input type={options.type ?? "text"} autoComplete={options.autoComplete} {...common} />
        )}
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div>
      <div role="status" aria-live="polite">
        {thanking ? (
          <div
            ref={thankYouRef}
            tabIndex={-1}
            className="flex flex-col items-center rounded-xl border border-green-200 bg-green-50 px-6 py-12 text-center focus:outline-none"
          >
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
            <p className="mt-4 text-lg font-semibold text-green-900">
              Thank you for your message! We'll get back to you soon.
            </p>
          </div>
        ) : null}
      </div>
      {thanking ? null : (
        // noValidate: our own messages, tied to each field, replace the browser's bubbles.
        // method="dialog": before the page's JavaScript runs, submitting goes nowhere.
        <form ref={formRef} method="dialog" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          {field("name", "Name", { required: true, autoComplete: "name" })}
          {field("email", "Email", { required: true, type: "email", autoComplete: "email" })}
          {field("phone", "Phone", { type: "tel", autoComplete: "tel" })}
          {field("company", "Company", { autoComplete: "organization" })}
          {field("message", "Message", { required: true, rows: 6 })}
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">
              Fields marked <span className="font-semibold text-red-700">*</span> are required.
            </p>
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-md bg-brand-700 px-8 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Send Message
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
