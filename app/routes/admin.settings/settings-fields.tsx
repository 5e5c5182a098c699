import type { ReactNode } from "react";
import { TextAreaField, TextField } from "~/components/admin/form-fields";
import type { FieldErrors } from "~/schemas/form-fields";
import type { SettingsDraft } from "~/settings/settings-form";

/*
 * Pieces of the settings form: a titled section and the plain text fields, each with its
 * server message under it.
 */

export function SettingsSection({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

type TextName = Exclude<keyof SettingsDraft, "inboxEnabled" | "phones" | "offices" | "hours">;

export function SettingTextField({
  name,
  label,
  draft,
  errors,
  hint,
  type = "text",
  optional,
  inputMode,
  autoComplete = "off",
  placeholder,
  className,
}: {
  name: TextName;
  label: string;
  draft: SettingsDraft;
  errors: FieldErrors;
  hint?: ReactNode;
  type?: "text" | "email" | "url";
  optional?: boolean;
  inputMode?: "numeric";
  autoComplete?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <TextField
      id={`setting-${name}`}
      name={name}
      label={label}
      type={type}
      defaultValue={draft[name]}
      error={errors[name]}
      hint={hint}
      optional={optional}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      spellCheck={type === "text" ? undefined : false}
      className={className}
    />
  );
}

export function SettingTextArea({ name, label, draft, errors, hint, rows }: { name: TextName; label: string; draft: SettingsDraft; errors: FieldErrors; hint: ReactNode; rows: number }) {
  return <TextAreaField id={`setting-${name}`} name={name} label={label} rows={rows} defaultValue={draft[name]} error={errors[name]} hint={hint} />;
}
