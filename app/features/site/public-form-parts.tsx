import { useSiteData } from "./site-data";

/*
 * What the public forms (contact, staff request, application) share: the spam checks, the
 * check mark of their thank-you panels, and the alert that asks a visitor to call when a form
 * could not be delivered. Their words come from each form's own catalogue.
 */

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
export function SuccessMark() {
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
    <div
      ref={focusRef}
      role="alert"
      tabIndex={-1}
      className="mb-6 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-900 focus:outline-none"
    >
      <p className="font-semibold">{text}</p>
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
    </div>
  );
}
