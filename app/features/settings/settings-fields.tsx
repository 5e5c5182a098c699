import type { ReactNode } from "react";

import type { CardProps } from "~/components/admin/ui";
import { TextAreaField, TextField } from "~/components/form-fields";
import type { FieldErrors } from "~/platform/forms/form-fields";

import type { SettingsDraft } from "./settings-form";

/*
 * Pieces of the settings form: a titled section, and the admin's text fields bound to one
 * setting of the draft, each with its server message under it.
 */

export function SettingsSection({ id, title, description, children }: CardProps & { description: string }) {
  return (
    // The id is the address of the section (the dashboard's set-up checklist links to /admin/settings#contact-inbox).
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

type TextName = Exclude<keyof SettingsDraft, "inboxEnabled" | "jobBoardEnabled" | "phones" | "offices" | "hours">;

interface SettingFieldProps {
  name: TextName;
  label: string;
  draft: SettingsDraft;
  errors: FieldErrors;
  hint?: ReactNode;
  optional?: boolean;
}

export function SettingTextField({
  name,
  draft,
  errors,
  type = "text",
  autoComplete = "off",
  ...field
}: SettingFieldProps & {
  type?: "text" | "email" | "url";
  inputMode?: "numeric";
  autoComplete?: string;
  className?: string;
}) {
  return (
    <TextField
      {...field}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={draft[name]}
      error={errors[name]}
      spellCheck={type === "text" ? undefined : false}
    />
  );
}

export function SettingTextArea({ name, draft, errors, ...field }: SettingFieldProps & { rows: number }) {
  return <TextAreaField {...field} name={name} defaultValue={draft[name]} error={errors[name]} />;
}
