import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";

import { TextField } from "~/components/form-fields";
import { callAuthEndpoint } from "~/features/staff/auth-endpoint.server";
import { AuthPage, BackToLoginLink, FormMessage, SubmitButton } from "~/features/staff/auth-page";
import { resetRequestSchema } from "~/features/staff/auth-schemas";
import { RESET_REQUEST_FAILED } from "~/features/staff/messages";
import { getConfig } from "~/platform/config/env.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { parseForm } from "~/platform/forms/form-fields";
import { logError } from "~/platform/http/describe-error.server";
import { readFormBody } from "~/platform/http/form-body.server";

import type { Route } from "./+types/admin_.reset-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Reset Password") },
  { name: "robots", content: "noindex, nofollow" },
];

/*
 * Whether or not the address has an account, a well-formed request gets the same answer
 * ('Check Your Email'), in the same time: the mail is sent in the background and its
 * delivery failures are only logged. 'Failed to send reset email' is kept for failures
 * that do not depend on the address: too many requests from this client (429) or a
 * server fault.
 */
export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(resetRequestSchema, await readFormBody(request));
  if (!parsed.success) {
    return data({ sentTo: null, fieldError: parsed.fieldErrors.email ?? null, formError: null }, { status: 400 });
  }
  const { email } = parsed.data;
  const response = await callAuthEndpoint(request, "/request-password-reset", {
    email,
    redirectTo: `${getConfig().publicUrl}/admin/update-password`,
  }).catch((error: unknown) => {
    logError("password reset request failed", error);
    return null;
  });
  if (!response?.ok) {
    return data(
      { sentTo: null, fieldError: null, formError: RESET_REQUEST_FAILED },
      { status: response?.status === 429 ? 429 : 500 },
    );
  }
  return { sentTo: email, fieldError: null, formError: null };
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/admin/reset-password";
  const [clientError, setClientError] = useState<string | null>(null);

  if (actionData?.sentTo) {
    return (
      <AuthPage title="Check Your Email">
        <div className="space-y-4 text-slate-700">
          <div
            className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-6">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </svg>
          </div>
          <p>
            If an account exists for <strong className="break-all text-slate-900">{actionData.sentTo}</strong>,
            we&apos;ve sent a link to reset its password. The link expires in one hour.
          </p>
          <p className="text-sm text-slate-600">
            Didn&apos;t get it? Check your spam folder, or contact the administrator if it still doesn&apos;t arrive.
          </p>
          <Link
            to="/admin/login"
            className="mt-2 flex w-full items-center justify-center rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Back to Login
          </Link>
        </div>
      </AuthPage>
    );
  }

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseForm(resetRequestSchema, new FormData(event.currentTarget));
    setClientError(parsed.success ? null : (parsed.fieldErrors.email ?? null));
    if (!parsed.success) event.preventDefault();
  }

  const fieldError = clientError ?? actionData?.fieldError ?? undefined;
  return (
    <AuthPage
      title="Reset Password"
      description="Enter the email address of your staff account and we'll send you a link to choose a new password."
    >
      <Form method="post" action="/admin/reset-password" className="space-y-5" onSubmit={validate}>
        {actionData?.formError && !clientError ? <FormMessage tone="error">{actionData.formError}</FormMessage> : null}
        <TextField label="Email" name="email" type="email" autoComplete="username" required error={fieldError} />
        <SubmitButton disabled={busy}>{busy ? "Sending..." : "Send Reset Link"}</SubmitButton>
        <BackToLoginLink />
      </Form>
    </AuthPage>
  );
}
