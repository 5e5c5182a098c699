import { staffSessionContext } from "~/auth/guard.server";
import { listActiveSessions } from "~/auth/staff-sessions.server";
import { isTwoFactorRequired, secondFactorsOf } from "~/auth/two-factor-policy.server";
import { AdminPage, AdminPageHeader } from "~/components/admin/ui";
import { listPasskeys } from "~/models/passkeys.server";
import { agencyNameFromMatches, titleWith } from "~/utils/agency-name";
import { readForm } from "~/utils/form-posts.server";
import { formatDateTime } from "~/utils/format-date-time";

import type { Route } from "./+types/route";
import { performAccountAction } from "./account-actions.server";
import { ACCOUNT_INTENTS, type AccountResult } from "./account-result";
import { DetailsSection } from "./details-section";
import { PasskeysSection, type PasskeyRow } from "./passkeys-section";
import { PasswordSection } from "./password-section";
import { Notice } from "./section";
import { SessionsSection, type SessionRow } from "./sessions-section";
import { performTwoFactorAction } from "./two-factor-actions.server";
import { TWO_FACTOR_INTENTS, type TwoFactorResult } from "./two-factor-result";
import { TwoFactorSection } from "./two-factor-section";

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
  const form = await readForm(request);
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
