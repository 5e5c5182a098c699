import { Form, Link, useNavigation } from "react-router";

import { TextField } from "~/components/form-fields";

import { AuthPage, FormMessage, SubmitButton } from "./auth-page";
import { AuthenticationCodeField } from "./authentication-code-field";

/**
 * The login page's second step, once the password was right and the account has two-factor
 * sign-in: a code from the authenticator app, or one of the recovery codes instead.
 */
export function TwoFactorStep({ method, error }: { method: "app" | "recovery"; error?: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/login") === true;
  const app = method === "app";
  return (
    <AuthPage
      title="Two-Factor Sign-In"
      description={
        app
          ? "Enter the 6-digit code your authenticator app shows for this account."
          : "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once."
      }
    >
      <Form method="post" action={app ? "/admin/login" : "/admin/login?method=recovery"} className="space-y-5">
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <input type="hidden" name="intent" value={app ? "app-code" : "recovery-code"} />
        {app ? (
          <AuthenticationCodeField key="app" className="font-mono tracking-[0.25em]" autoFocus />
        ) : (
          <TextField
            key="recovery"
            label="Recovery Code"
            name="code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={32}
            required
            autoFocus
            className="font-mono"
          />
        )}
        <SubmitButton disabled={busy}>{busy ? "Verifying..." : "Verify"}</SubmitButton>
        <div className="flex flex-col items-center gap-2 text-sm">
          <Link
            to={app ? "/admin/login?method=recovery" : "/admin/login"}
            className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            {app ? "Use a recovery code instead" : "Use your authenticator app instead"}
          </Link>
          <Link to="/admin/login?restart=1" className="font-medium text-slate-600 hover:text-brand-700 hover:underline">
            Back to Login
          </Link>
        </div>
      </Form>
    </AuthPage>
  );
}
