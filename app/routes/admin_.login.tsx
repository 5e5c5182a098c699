import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { callAuthEndpoint, setCookieHeaders } from "~/auth/auth-endpoint.server";
import { readPasswordUpdatedFlash } from "~/auth/flash.server";
import { getStaffSession, requireSameOrigin } from "~/auth/guard.server";
import { INVALID_CREDENTIALS, PASSWORD_UPDATED, TOO_MANY_SIGN_IN_ATTEMPTS } from "~/auth/messages";
import { AuthPage } from "~/components/auth-page";
import { FormMessage, SubmitButton, TextField } from "~/components/form-controls";
import { agency } from "~/config/agency";
import type { Route } from "./+types/admin_.login";

const LoginSchema = z.object({
  email: z.string().trim().min(1, "Email is required"),
  password: z.string().min(1, "Password is required"),
});
type FieldErrors = Partial<Record<keyof z.infer<typeof LoginSchema>, string>>;

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const meta: Route.MetaFunction = () => [
  { title: `Admin Login | ${agency.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  // Collects the cookie that clears an ended session, if the browser still sends one.
  const headers = new Headers();
  if (await getStaffSession(request, headers)) throw redirect("/admin/dashboard");
  const flash = readPasswordUpdatedFlash(request);
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  return data({ passwordUpdated: flash.show }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = LoginSchema.safeParse(form);
  const email = typeof form.email === "string" ? form.email.slice(0, 320) : "";
  if (!parsed.success) {
    return data({ email, fieldErrors: fieldErrorsOf(parsed.error), formError: null }, { status: 400 });
  }
  const response = await callAuthEndpoint(request, "/sign-in/email", {
    email: parsed.data.email,
    password: parsed.data.password,
    rememberMe: true,
  });
  if (response.ok) throw redirect("/admin/dashboard", { headers: setCookieHeaders(response) });
  if (response.status === 429) {
    return data({ email, fieldErrors: {} as FieldErrors, formError: TOO_MANY_SIGN_IN_ATTEMPTS }, { status: 429 });
  }
  // Unknown email, wrong password, malformed address: one answer, so that nothing tells them apart.
  return data({ email, fieldErrors: {} as FieldErrors, formError: INVALID_CREDENTIALS }, { status: 401 });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const fieldErrors = clientErrors ?? actionData?.fieldErrors ?? {};
  const formError = clientErrors ? null : actionData?.formError;

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const parsed = LoginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
    } else {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
    }
  }

  return (
    <AuthPage title="Admin Login" description="Sign in to manage FAQs and news posts.">
      <Form method="post" action="/admin/login" className="space-y-5" onSubmit={validate}>
        {loaderData.passwordUpdated && !actionData ? <FormMessage tone="success">{PASSWORD_UPDATED}</FormMessage> : null}
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
          <Link to="/admin/reset-password" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <SubmitButton disabled={busy}>{busy ? "Signing in..." : "Sign In"}</SubmitButton>
      </Form>
    </AuthPage>
  );
}
