import { Form, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/ui";
import { TextField } from "~/components/form-fields";
import { Notice } from "~/components/notice";

import type { AccountResult } from "./account-result";
import { MAX_STAFF_NAME_LENGTH } from "./account-schemas";
import { AccountSection } from "./account-section";

/** The staff member's name (shown on what they write and in the activity log) and email. */
export function DetailsSection({ name, email, result }: { name: string; email: string; result?: AccountResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "rename";
  const error = result?.intent === "rename" && !result.ok ? result.fieldErrors.name : undefined;
  return (
    <AccountSection id="details" title="Your Details">
      <Form method="post" className="max-w-md space-y-4">
        <input type="hidden" name="intent" value="rename" />
        {result?.intent === "rename" && result.ok ? <Notice tone="success">Your name was saved.</Notice> : null}
        <TextField
          label="Name"
          name="name"
          defaultValue={name}
          required
          maxLength={MAX_STAFF_NAME_LENGTH}
          autoComplete="name"
          error={error}
        />
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">Email: </span>
          <span className="break-all">{email}</span>
        </p>
        <button type="submit" disabled={busy} className={buttonStyles.secondary}>
          {busy ? "Saving..." : "Save Name"}
        </button>
      </Form>
    </AccountSection>
  );
}
