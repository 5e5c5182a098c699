import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import { requestOrigin } from "~/features/activity/request-origin.server";
import { callAuthEndpoint, setCookieHeaders } from "~/features/staff/auth-endpoint.server";
import { AuthPage, FormMessage, SubmitButton } from "~/features/staff/auth-page";
import { updatePasswordSchema } from "~/features/staff/auth-schemas";
import { isCommonPassword } from "~/features/staff/common-passwords.server";
import { countInvitationAttempt } from "~/features/staff/invitation-attempts.server";
import { TOO_MANY_INVITATION_ATTEMPTS } from "~/features/staff/messages";
import { NewPasswordFields } from "~/features/staff/new-password-fields";
import { PASSWORD_TOO_COMMON_MESSAGE } from "~/features/staff/password-strength";
import {
  acceptInvitation,
  findUsableInvitation,
  InvitationError,
  isWellFormedInvitationToken,
} from "~/features/staff/staff-invitations.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { useHydrated } from "~/platform/document/use-hydrated";
import { parseForm, type FieldErrors } from "~/platform/forms/form-fields";
import { readFormBody } from "~/platform/http/form-body.server";

import type { Route } from "./+types/admin_.accept-invite";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Accept Invitation") },
  { name: "robots", content: "noindex, nofollow" },
];

// The page's URL carries the invitation token: never sent to another site as a referrer (nor cached,
// as every answer below /admin). "same-origin" rather than "no-referrer": under "no-referrer" a
// browser sends its form posts with "Origin: null", which the same-origin check refuses, so the
// form failed without JavaScript (or sent before hydration) with "Cross-site request refused."
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export const INVITATION_NOT_USABLE =
  "This invitation link has expired, was withdrawn, or was already used. Ask a staff member to send you a new one.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const invitation = isWellFormedInvitationToken(token) ? await findUsableInvitation(token) : null;
  if (!invitation || !token) return data({ token: "", invitee: null }, { status: 410 });
  return data({ token, invitee: { name: invitation.name, email: invitation.email } });
}

/*
 * Cheapest checks first (the security review found a password hashed for any token): the
 * client's count of attempts (429), the form (400), the token (410), a common password (400);
 * only then is the password hashed.
 */
export async function action({ request }: Route.ActionArgs) {
  const retryAfter = await countInvitationAttempt(request);
  if (retryAfter > 0) {
    return data(
      { fieldErrors: {} as FieldErrors, formError: TOO_MANY_INVITATION_ATTEMPTS },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  const form = await readFormBody(request);
  const parsed = parseForm(updatePasswordSchema, form);
  if (!parsed.success) return data({ fieldErrors: parsed.fieldErrors, formError: null }, { status: 400 });
  const token = form.get("token");
  if (!isWellFormedInvitationToken(token) || !(await findUsableInvitation(token))) {
    return data({ fieldErrors: {} as FieldErrors, formError: INVITATION_NOT_USABLE }, { status: 410 });
  }
  if (isCommonPassword(parsed.data.password)) {
    return data({ fieldErrors: { password: PASSWORD_TOO_COMMON_MESSAGE }, formError: null }, { status: 400 });
  }
  let member;
  try {
    member = await acceptInvitation({ token, password: parsed.data.password, origin: requestOrigin(request) });
  } catch (error) {
    if (!(error instanceof InvitationError)) throw error;
    return data({ fieldErrors: {} as FieldErrors, formError: INVITATION_NOT_USABLE }, { status: 410 });
  }
  // Signed in as any sign-in is: through better-auth, so it is logged and its session is the usual one.
  const signedIn = await callAuthEndpoint(request, "/sign-in/email", {
    email: member.email,
    password: parsed.data.password,
    rememberMe: true,
  });
  if (!signedIn.ok) throw redirect("/admin/login");
  throw redirect("/admin/dashboard", { headers: setCookieHeaders(signedIn) });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { token, invitee } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/accept-invite") === true;
  const hydrated = useHydrated();
  const [valid, setValid] = useState(false);

  if (!invitee) {
    return (
      <AuthPage title="Invitation Not Valid">
        <div className="space-y-5">
          <FormMessage tone="error">{INVITATION_NOT_USABLE}</FormMessage>
          <p className="text-center text-sm">
            <Link to="/admin/login" className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
              Go to the login page
            </Link>
          </p>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Accept Invitation"
      description={
        <>
          Welcome, {invitee.name}. Choose a password for your staff account{" "}
          <span className="font-semibold break-all text-slate-800">{invitee.email}</span>.
        </>
      }
    >
      <Form method="post" action={`/admin/accept-invite?token=${encodeURIComponent(token)}`} className="space-y-5">
        {actionData?.formError ? <FormMessage tone="error">{actionData.formError}</FormMessage> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields serverErrors={actionData?.fieldErrors} onValidChange={setValid} />
        <SubmitButton disabled={hydrated && (busy || !valid)}>
          {busy ? "Setting up..." : "Set Password and Sign In"}
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}
