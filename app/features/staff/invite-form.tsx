import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { FormActions, FormCard } from "~/components/admin/ui";
import { useSettledResult } from "~/components/admin/use-settled-result";
import { TextField } from "~/components/form-fields";
import { parseForm, type FieldErrors } from "~/platform/forms/form-fields";

import { MAX_STAFF_NAME_LENGTH } from "./account-schemas";
import { inviteSchema, type StaffResult } from "./staff-schema";

/**
 * 'Invite Staff': name and email, checked here first and again by the action; the invitee
 * gets a link to choose a password. `onSent` runs once the invitation is saved and mailed.
 */
export function InviteForm({
  id,
  onCancel,
  onSent,
}: {
  id: string;
  onCancel: () => void;
  onSent: (email: string) => void;
}) {
  const fetcher = useFetcher<StaffResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  useSettledResult(fetcher, (result) => {
    if (result.intent === "invite" && result.ok) onSent(result.email);
  });
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
  }, []);
  const answered = fetcher.data?.intent === "invite" && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const errors = clientErrors ?? answered;

  function check(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseForm(inviteSchema, new FormData(event.currentTarget));
    setClientErrors(parsed.success ? null : parsed.fieldErrors);
    if (!parsed.success) event.preventDefault();
  }

  return (
    <FormCard id={id} title="Invite Staff">
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={check} className="max-w-md space-y-5">
        <input type="hidden" name="intent" value="invite" />
        <p className="text-sm text-slate-600">
          They get an email with a link to choose their password. The link works once, for 72 hours.
        </p>
        <TextField
          label="Name"
          name="name"
          required
          maxLength={MAX_STAFF_NAME_LENGTH}
          autoComplete="off"
          error={errors.name}
        />
        <TextField label="Email" name="email" type="email" required autoComplete="off" error={errors.email} />
        <FormActions busy={fetcher.state !== "idle"} saveLabel="Send Invitation" onCancel={onCancel} />
      </fetcher.Form>
    </FormCard>
  );
}
