import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { callAuthEndpoint } from "~/auth/auth-endpoint.server";
import { passwordUpdatedFlash } from "~/auth/flash.server";
import { requireSameOrigin } from "~/auth/guard.server";
import { PASSWORD_UPDATE_FAILED } from "~/auth/messages";
import { isResetTokenUsable, isWellFormedResetToken } from "~/auth/reset-token.server";
import { AuthPage, BackToLoginLink } from "~/components/auth-page";
import { FormMessage, SubmitButton, TextField } from "~/components/form-controls";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import { agency } from "~/config/agency";
import { useHydrated } from "~/utils/use-hydrated";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from "~/utils/password-strength";
import type { Route } from "./+types/admin_.update-password";

const UpdatePasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ["confirmPassword"],
  });
type FieldErrors = { password?: string; confirmPassword?: string };

export const meta: Route.MetaFunction = () => [
  { title: `Update Password | ${agency.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

// The page's URL carries the reset token: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!isWellFormedResetToken(token)) return { token: "", linkUsable: false };
  return { token, linkUsable: await isResetTokenUsable(token) };
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = UpdatePasswordSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as keyof FieldErrors] ??= issue.message;
    return data({ fieldErrors, formError: null }, { status: 400 });
  }
  const token = typeof form.token === "string" ? form.token : "";
  if (!isWellFormedResetToken(token)) return data({ fieldErrors: {} as FieldErrors, formError: PASSWORD_UPDATE_FAILED }, { status: 400 });
  // better-auth checks the token, spends it, sets the password and ends every session of the account.
  const response = await callAuthEndpoint(request, "/reset-password", { newPassword: parsed.data.password, token });
  if (!response.ok) return data({ fieldErrors: {} as FieldErrors, formError: PASSWORD_UPDATE_FAILED }, { status: response.status === 429 ? 429 : 400 });
  throw redirect("/admin/login", { headers: { "Set-Cookie": passwordUpdatedFlash() } });
}

export default function UpdatePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, linkUsable } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/update-password") === true;
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");

  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const mismatch = password !== confirmPassword;
  const passwordError = (password && tooShort ? PASSWORD_TOO_SHORT_MESSAGE : undefined) ?? actionData?.fieldErrors.password;
  const confirmError = (confirmPassword && mismatch ? PASSWORDS_DO_NOT_MATCH_MESSAGE : undefined) ?? actionData?.fieldErrors.confirmPassword;
  const formError = actionData?.formError ?? (linkUsable ? null : PASSWORD_UPDATE_FAILED);
  // Without JavaScript the button stays enabled and the server applies the same rules.
  const disabled = hydrated && (busy || tooShort || mismatch);
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
        <TextField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          hint={<PasswordStrengthMeter password={password} />}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={confirmError}
        />
        <SubmitButton disabled={disabled}>{busy ? "Updating..." : "Update Password"}</SubmitButton>
        <BackToLoginLink />
      </Form>
    </AuthPage>
  );
}
