import type { ComponentProps, ReactNode } from "react";
import { AlertIcon } from "./icons";

/*
 * Labelled form controls for the admin forms: a visible <label>, an optional hint, and the
 * field's error message, both tied to the control with aria-describedby.
 */

interface FieldFrame {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shown beside the label; the label's own text stays exactly `label`. */
  optional?: boolean;
}

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/25";

function describedBy({ id, hint, error }: FieldFrame): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldShell({ frame, children }: { frame: FieldFrame; children: ReactNode }) {
  const { id, label, hint, error, optional } = frame;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {optional ? <span className="text-xs text-slate-500">Optional</span> : null}
      </div>
      {children}
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
    </div>
  );
}

type InputProps = Omit<ComponentProps<"input">, "id"> & FieldFrame & { name: string };

export function TextField({ id, label, hint, error, optional, className, ...input }: InputProps) {
  const frame = { id, label, hint, error, optional };
  return (
    <FieldShell frame={frame}>
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(frame)}
        className={`${controlClass} ${className ?? ""}`}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaProps = Omit<ComponentProps<"textarea">, "id"> & FieldFrame & { name: string };

export function TextAreaField({ id, label, hint, error, optional, className, ...textarea }: TextAreaProps) {
  const frame = { id, label, hint, error, optional };
  return (
    <FieldShell frame={frame}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(frame)}
        className={`${controlClass} resize-y ${className ?? ""}`}
        {...textarea}
      />
    </FieldShell>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  name,
  defaultChecked,
}: {
  id: string;
  label: string;
  hint?: string;
  name: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
