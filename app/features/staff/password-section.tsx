import { useState } from "react";
import { Form, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/ui";
import { TextField } from "~/components/form-fields";
import { Notice } from "~/components/notice";
import { useHydrated } from "~/platform/document/use-hydrated";

import type { AccountResult } from "./account-result";
import { AccountSection } from "./account-section";
import { NewPasswordFields } from "./new-password-fields";

/** 'Update Password': the current password, then the new one twice. Other sessions end; a notice is mailed. */
export function PasswordSection({ result }: { result?: AccountResult }) {
  const done = result?.intent === "change-password" && result.ok ? result : null;
  return (
    <AccountSection
      id="password"
      title="Update Password"
      description="Your other sessions are signed out, and a notice is sent to your email."
    >
      <div className="space-y-4">
        {done ? <Notice tone="success">Your password was updated. Your other sessions were signed out.</Notice> : null}
        {/* A new form after each success: the fields start empty again. */}
        <PasswordForm key={done?.changedAt ?? "form"} result={result} />
      </div>
    </AccountSection>
  );
}

function PasswordForm({ result }: { result?: AccountResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  const failed = result?.intent === "change-password" && !result.ok ? result : null;
  const hydrated = useHydrated();
  const [valid, setValid] = useState(false);
  return (
    <Form method="post" className="max-w-md space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      {failed?.message ? <Notice tone="error">{failed.message}</Notice> : null}
      <TextField
        label="Current Password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={failed?.fieldErrors.currentPassword}
      />
      <NewPasswordFields serverErrors={failed?.fieldErrors} onValidChange={setValid} />
      <button type="submit" disabled={busy || (hydrated && !valid)} className={buttonStyles.primary}>
        {busy ? "Updating..." : "Update Password"}
      </button>
    </Form>
  );
}
