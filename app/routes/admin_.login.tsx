import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import { TextField } from "~/components/form-fields";
import { callAuthEndpoint, setCookieHeaders } from "~/features/staff/auth-endpoint.server";
import { AuthPage, FormMessage, SubmitButton } from "~/features/staff/auth-page";
import { loginSchema } from "~/features/staff/auth-schemas";
import { readPasswordUpdatedFlash } from "~/features/staff/flash.server";
import { getStaffSession } from "~/features/staff/guard.server";
import { INVALID_CREDENTIALS, PASSWORD_UPDATED, TOO_MANY_SIGN_IN_ATTEMPTS } from "~/features/staff/messages";
import { PasskeySignIn } from "~/features/staff/passkey-sign-in";
import {
  completeSecondStep,
  forgetPendingSignIn,
  hasPendingSignIn,
  needsSecondStep,
} from "~/features/staff/two-factor-sign-in.server";
import { TwoFactorStep } from "~/features/staff/two-factor-step";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { parseForm, type FieldErrors } from "~/platform/forms/form-fields";
import { readFormBody } from "~/platform/http/form-body.server";

import type { Route } from "./+types/admin_.login";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Admin Login") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // Collects the cookie that clears an ended session, if the browser still sends one.
  const headers = new Headers();
  if (await getStaffSession(request, headers)) throw redirect("/admin/dashboard");
  const flash = readPasswordUpdatedFlash(request);
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  // A sign-in whose password was right waits for its code: the second step, unless they start again.
  const url = new URL(request.url);
  let secondStep: "app" | "recovery" | null = null;
  if (url.searchParams.has("restart")) headers.append("Set-Cookie", await forgetPendingSignIn());
  else if (await hasPendingSignIn(request))
    secondStep = url.searchParams.get("method") === "recovery" ? "recovery" : "app";
  return data({ passwordUpdated: flash.show, secondStep }, { headers });
}

/** The second step's form: a code from the authenticator app, or a recovery code. */
async function secondStepAction(request: Request, method: "app" | "recovery", code: string) {
  if (!code.trim()) {
    return data(
      {
        step: method,
        email: "",
        fieldErrors: {} as FieldErrors,
        formError: method === "app" ? "Authentication Code is required" : "Recovery Code is required",
      },
      { status: 400 },
    );
  }
  const outcome = await completeSecondStep(request, method, code.slice(0, 64));
  if (outcome.ok) throw redirect("/admin/dashboard", { headers: outcome.headers });
  if (outcome.expired) {
    return data(
      { step: null, email: "", fieldErrors: {} as FieldErrors, formError: outcome.message },
      { status: outcome.status, headers: { "Set-Cookie": await forgetPendingSignIn() } },
    );
  }
  return data(
    { step: method, email: "", fieldErrors: {} as FieldErrors, formError: outcome.message },
    { status: outcome.status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "app-code" || intent === "recovery-code") {
    const code = form.get("code");
    return secondStepAction(request, intent === "app-code" ? "app" : "recovery", typeof code === "string" ? code : "");
  }
  const parsed = parseForm(loginSchema, form);
  const typedEmail = form.get("email");
  const email = typeof typedEmail === "string" ? typedEmail.slice(0, 320) : "";
  if (!parsed.success)
    return data({ step: null, email, fieldErrors: parsed.fieldErrors, formError: null }, { status: 400 });
  const response = await callAuthEndpoint(request, "/sign-in/email", {
    email: parsed.data.email,
    password: parsed.data.password,
    rememberMe: true,
  });
  if (await needsSecondStep(response)) {
    return data(
      { step: "app" as const, email, fieldErrors: {} as FieldErrors, formError: null },
      { headers: setCookieHeaders(response) },
    );
  }
  if (response.ok) throw redirect("/admin/dashboard", { headers: setCookieHeaders(response) });
  if (response.status === 429) {
    return data(
      { step: null, email, fieldErrors: {} as FieldErrors, formError: TOO_MANY_SIGN_IN_ATTEMPTS },
      { status: 429 },
    );
  }
  // Unknown email, wrong password, malformed address: one answer, so that nothing tells them apart.
  return data({ step: null, email, fieldErrors: {} as FieldErrors, formError: INVALID_CREDENTIALS }, { status: 401 });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const fieldErrors = clientErrors ?? actionData?.fieldErrors ?? {};
  const formError = clientErrors ? null : actionData?.formError;
  // The action's answer wins over the loader's when the two differ (the code step just began or ended).
  const secondStep = actionData ? actionData.step : loaderData.secondStep;

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseForm(loginSchema, new FormData(event.currentTarget));
    if (parsed.success) {
      setClientErrors(null);
    } else {
      event.preventDefault();
      setClientErrors(parsed.fieldErrors);
    }
  }

  if (secondStep) return <TwoFactorStep method={secondStep} error={actionData?.step ? formError : null} />;

  return (
    <AuthPage title="Admin Login" description="Sign in to manage jobs, applications, staff requests, news and FAQs.">
      <Form method="post" action="/admin/login" className="space-y-5" onSubmit={validate}>
        {loaderData.passwordUpdated && !actionData ? (
          <FormMessage tone="success">{PASSWORD_UPDATED}</FormMessage>
        ) : null}
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email}
          error={fieldErrors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <div className="flex justify-end">
          <Link
            to="/admin/reset-password"
            className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <SubmitButton disabled={busy}>{busy ? "Signing in..." : "Sign In"}</SubmitButton>
      </Form>
      <PasskeySignIn />
    </AuthPage>
  );
}
