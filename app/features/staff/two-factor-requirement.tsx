import { Form, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/ui";
import { CheckboxField } from "~/components/form-fields";

const REQUIREMENT_INTENT = "require-two-factor";

/** The switch 'Require two-factor sign-in for all staff' (a checkbox and Save, so it works without JavaScript too). */
export function TwoFactorRequirement({ required, saved }: { required: boolean; saved: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === REQUIREMENT_INTENT;
  return (
    <section
      aria-labelledby="requirement-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="requirement-title" className="text-lg font-bold text-brand-900">
        Sign-in security
      </h2>
      <Form method="post" className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <input type="hidden" name="intent" value={REQUIREMENT_INTENT} />
        <CheckboxField
          key={String(required)}
          name="required"
          label="Require two-factor sign-in for all staff"
          hint="Staff with neither an authenticator app nor a passkey set one up on My Account right after their next sign-in, before any other admin page opens."
          defaultChecked={required}
        />
        <button type="submit" disabled={busy} className={`${buttonStyles.secondary} shrink-0`}>
          {busy ? "Saving..." : "Save"}
        </button>
      </Form>
      {saved ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          {required ? "Two-factor sign-in is now required for all staff." : "Two-factor sign-in is no longer required."}
        </p>
      ) : null}
    </section>
  );
}
