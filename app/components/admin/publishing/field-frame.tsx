import type { ReactNode } from "react";
import { AlertIcon } from "../icons";

/*
 * The label, hint and error of the publishing fields, as the admin's other fields show
 * them (one visible label; hint and error tied to the control with aria-describedby).
 */

export const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none aria-[invalid=true]:border-red-600";

export function describedBy(id: string, parts: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldLabel({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-2">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-slate-800">
        {children}
      </label>
      {optional ? <span className="text-xs text-slate-500">Optional</span> : null}
    </div>
  );
}

export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
