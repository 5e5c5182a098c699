import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import { callAuthEndpoint } from "~/features/staff/auth-endpoint.server";
import { AuthPage, BackToLoginLink, FormMessage, SubmitButton } from "~/features/staff/auth-page";
import { updatePasswordSchema } from "~/features/staff/auth-schemas";
import { isCommonPassword } from "~/features/staff/common-passwords.server";
import { passwordUpdatedFlash } from "~/features/staff/flash.server";
import { PASSWORD_UPDATE_FAILED } from "~/features/staff/messages";
import { NewPasswordFields } from "~/features/staff/new-password-fields";
import { PASSWORD_TOO_COMMON_MESSAGE } from "~/features/staff/password-strength";
import { isResetTokenUsable, isWellFormedResetToken } from "~/features/staff/reset-token.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { useHydrated } from "~/platform/document/use-hydrated";
import { parseForm, type FieldErrors } from "~/platform/forms/form-fields";
import { readFormBody } from "~/platform/http/form-body.server";

import type { Route } from "./+types/admin_.update-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Update Password") },
  { name: "robots", content: "noindex, nofollow" },
];

// The page's URL carries the reset token: never sent to another site as a referrer (nor cached,
// as every answer below /admin). "same-origin" rather than "no-referrer": under "no-referrer" a
// browser sends its form posts with "Origin: null", which the same-origin check refuses, so the
// form failed without JavaScript (or sent before hydration) with "Cross-site request refused."
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!isWellFormedResetToken(token)) return { token: "", linkUsable: false };
  return { token, linkUsable: await isResetTokenUsable(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const parsed = parseForm(updatePasswordSchema, form);
  if (!parsed.success) return data({ fieldErrors: parsed.fieldErrors, formError: null }, { status: 400 });
  const sentToken = form.get("token");
  const token = typeof sentToken === "string" ? sentToken : "";
  if (!isWellFormedResetToken(token))
    return data({ fieldErrors: {} as FieldErrors, formError: PASSWORD_UPDATE_FAILED }, { status: 400 });
  // better-auth refuses it too (password-guards.server.ts); here it is said on the field.
  if (isCommonPassword(parsed.data.password))
    return data({ fieldErrors: { password: PASSWORD_TOO_COMMON_MESSAGE }, formError: null }, { status: 400 });
  // better-auth checks the token, spends it, sets the password and ends every session of the account.
  const response = await callAuthEndpoint(request, "/reset-password", { newPassword: parsed.data.password, token });
  if (!response.ok)
    return data(
      { fieldErrors: {} as FieldErrors, formError: PASSWORD_UPDATE_FAILED },
      { status: response.status === 429 ? 429 : 400 },
    );
  throw redirect("/admin/login", { headers: { "Set-Cookie": passwordUpdatedFlash() } });
}

export default function UpdatePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, linkUsable } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/update-password") === true;
  const hydrated = useHydrated();
  const [valid, setValid] = useState(false);
  const formError = actionData?.formError ?? (linkUsable ? null : PASSWORD_UPDATE_FAILED);
  // Without JavaScript the button stays enabled and the server applies the same rules.
  const disabled = hydrated && (busy || !valid);
  const formAction = token ? `/admin/update-password?token=${encodeURIComponent(token)}` : "/admin/update-password";

  return (
    <AuthPage title="Update Password" description="Choose a new password for your staff account.">
      <Form method="post" action={formAction} className="space-y-5">
        {formError ? (
          <FormMessage tone="error">
            <p>{formError}</p>
            <p className="mt-1">
              <Link to="/admin/reset-password" className="underline">
                Request a new link
              </Link>
            </p>
          </FormMessage>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields serverErrors={actionData?.fieldErrors} onValidChange={setValid} />
        <SubmitButton disabled={disabled}>{busy ? "Updating..." : "Update Password"}</SubmitButton>
        <BackToLoginLink />
      </Form>
    </AuthPage>
  );
}
