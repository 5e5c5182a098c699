import { useId, type ComponentProps, type ReactNode } from "react";

import { AlertIcon } from "./admin/icons";

/*
 * The labelled form controls of the staff forms (the admin's and the sign-in pages'): a
 * visible <label>, an optional hint, and the field's error message, both tied to the
 * control with aria-describedby.
 */

export interface FieldFrame {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shown beside the label; the label's own text stays exactly `label`. */
  optional?: boolean;
}

export const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/25";

function describedBy(id: string, { hint, error }: FieldFrame): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A control's label (with 'Optional'), then the control, then its hint and its error. */
export function FieldShell({ id, frame, children }: { id: string; frame: FieldFrame; children: ReactNode }) {
  const { label, hint, error, optional } = frame;
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
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </div>
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

type FieldProps<Element extends "input" | "textarea" | "select"> = Omit<ComponentProps<Element>, "id" | "name"> &
  FieldFrame & { name: string };

/** The id and ARIA attributes of a field's control. */
export function useControlProps(frame: FieldFrame) {
  const id = useId();
  return { id, "aria-invalid": frame.error ? true : undefined, "aria-describedby": describedBy(id, frame) };
}

export function TextField({ label, hint, error, optional, className, ...input }: FieldProps<"input">) {
  const frame = { label, hint, error, optional };
  const control = useControlProps(frame);
  return (
    <FieldShell id={control.id} frame={frame}>
      <input type="text" {...control} className={`${controlClass} ${className ?? ""}`} {...input} />
    </FieldShell>
  );
}

/** A whole number: the number keypad on phones, steps of one. */
export function WholeNumberField(props: Omit<FieldProps<"input">, "type" | "step" | "inputMode">) {
  return <TextField type="number" step={1} inputMode="numeric" {...props} />;
}

export function TextAreaField({ label, hint, error, optional, className, ...textarea }: FieldProps<"textarea">) {
  const frame = { label, hint, error, optional };
  const control = useControlProps(frame);
  return (
    <FieldShell id={control.id} frame={frame}>
      <textarea {...control} className={`${controlClass} resize-y ${className ?? ""}`} {...textarea} />
    </FieldShell>
  );
}

/** A labelled list of choices; `options` are value and text, "" first when nothing is chosen yet. */
export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  options,
  ...select
}: FieldProps<"select"> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const frame = { label, hint, error, optional };
  const control = useControlProps(frame);
  return (
    <FieldShell id={control.id} frame={frame}>
      <select {...control} className={`${controlClass} ${className ?? ""}`} {...select}>
        <ChoiceOptions choices={options} />
      </select>
    </FieldShell>
  );
}

/** A list's choices (`<option>`s), each its value and its words. */
export function ChoiceOptions({ choices }: { choices: ReadonlyArray<{ value: string; label: string }> }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

export function CheckboxField({
  label,
  hint,
  name,
  defaultChecked,
}: {
  label: string;
  hint?: string;
  name: string;
  defaultChecked: boolean;
}) {
  const id = useId();
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
