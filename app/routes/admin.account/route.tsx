import { AdminPage, AdminPageHeader } from "~/components/admin/ui";
import { Notice } from "~/components/notice";
import { performAccountAction } from "~/features/staff/account-actions.server";
import { ACCOUNT_INTENTS, type AccountResult } from "~/features/staff/account-result";
import { DetailsSection } from "~/features/staff/details-section";
import { staffSessionContext } from "~/features/staff/guard.server";
import { PasskeysSection, type PasskeyRow } from "~/features/staff/passkeys-section";
import { listPasskeys } from "~/features/staff/passkeys.server";
import { PasswordSection } from "~/features/staff/password-section";
import { SessionsSection, type SessionRow } from "~/features/staff/sessions-section";
import { listActiveSessions } from "~/features/staff/staff-sessions.server";
import { performTwoFactorAction } from "~/features/staff/two-factor-actions.server";
import { isTwoFactorRequired, secondFactorsOf } from "~/features/staff/two-factor-policy.server";
import { TWO_FACTOR_INTENTS, type TwoFactorResult } from "~/features/staff/two-factor-result";
import { TwoFactorSection } from "~/features/staff/two-factor-section";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { formatDateTime } from "~/platform/format/format-date-time";
import { readFormBody } from "~/platform/http/form-body.server";

import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "My Account", "Admin") },
];

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(staffSessionContext);
  const staff = session.user;
  const [factors, required, sessions, passkeys] = await Promise.all([
    secondFactorsOf(staff.id),
    isTwoFactorRequired(),
    listActiveSessions(staff.id, session.sessionId),
    listPasskeys(staff.id),
  ]);
  const sessionRows: SessionRow[] = sessions.map((row) => ({
    id: row.id,
    device: row.device,
    ipAddress: row.ipAddress,
    signedInAt: row.signedInAt.toISOString(),
    signedInText: formatDateTime(row.signedInAt) ?? "",
    lastActiveAt: row.lastActiveAt.toISOString(),
    lastActiveText: formatDateTime(row.lastActiveAt) ?? "",
    isCurrent: row.isCurrent,
  }));
  return {
    staff: { name: staff.name, email: staff.email },
    factors,
    mustSetUp: required && !factors.app && factors.passkeys === 0,
    sessions: sessionRows,
    passkeys: passkeys.map((row): PasskeyRow => ({
      id: row.id,
      name: row.name,
      createdText: formatDateTime(row.createdAt),
      lastUsedText: formatDateTime(row.lastUsedAt),
    })),
  };
}

function isIntent<T extends string>(value: unknown, intents: readonly T[]): value is T {
  return typeof value === "string" && (intents as readonly string[]).includes(value);
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(staffSessionContext);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (isIntent(intent, TWO_FACTOR_INTENTS)) return performTwoFactorAction(request, session.user, intent, form);
  if (isIntent(intent, ACCOUNT_INTENTS)) return performAccountAction(request, session, intent, form);
  throw new Response("Unknown action", { status: 400 });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, factors, mustSetUp, sessions, passkeys } = loaderData;
  const twoFactorResult =
    actionData && isIntent(actionData.intent, TWO_FACTOR_INTENTS) ? (actionData as TwoFactorResult) : undefined;
  const accountResult =
    actionData && isIntent(actionData.intent, ACCOUNT_INTENTS) ? (actionData as AccountResult) : undefined;
  return (
    <AdminPage>
      <AdminPageHeader title="My Account" description={`Signed in as ${staff.name} (${staff.email}).`} />
      {/* One readable column: forms and lists, not tables. */}
      <div className="max-w-3xl space-y-6">
        {mustSetUp ? (
          <Notice tone="info">
            Two-factor sign-in is required for all staff: set up an authenticator app or add a passkey. Until you do,
            signing in brings you to this page.
          </Notice>
        ) : null}
        <TwoFactorSection enabled={factors.app} email={staff.email} result={twoFactorResult} />
        <PasskeysSection passkeys={passkeys} result={accountResult} />
        <SessionsSection sessions={sessions} result={accountResult} />
        <DetailsSection name={staff.name} email={staff.email} result={accountResult} />
        <PasswordSection result={accountResult} />
      </div>
    </AdminPage>
  );
}
