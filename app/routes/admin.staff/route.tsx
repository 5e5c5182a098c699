import { useState } from "react";

import { staffContext } from "~/auth/guard.server";
import { isTwoFactorRequired } from "~/auth/two-factor-policy.server";
import { PlusIcon } from "~/components/admin/icons";
import { AdminPage, AdminPageHeader, buttonStyles } from "~/components/admin/ui";
import { listPendingInvitations } from "~/models/staff-invitations.server";
import { listStaff } from "~/models/staff.server";
import { agencyNameFromMatches, titleWith } from "~/utils/agency-name";
import { readForm } from "~/utils/form-posts.server";
import { formatDateTime } from "~/utils/format-date-time";
import { useHydrated } from "~/utils/use-hydrated";

import type { Route } from "./+types/route";
import { InviteForm } from "./invite-form";
import { performStaffAction } from "./staff-actions.server";
import { STAFF_INTENTS, type StaffIntent, type StaffResult } from "./staff-schema";
import { StaffTable, type StaffTableRow } from "./staff-table";
import { TwoFactorRequirement } from "./two-factor-requirement";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Staff", "Admin") },
];

export async function loader({ context }: Route.LoaderArgs) {
  const me = context.get(staffContext);
  const [staff, invitations, required] = await Promise.all([
    listStaff(),
    listPendingInvitations(),
    isTwoFactorRequired(),
  ]);
  const rows: StaffTableRow[] = [
    ...staff.map((member): StaffTableRow => ({
      kind: "member",
      id: member.id,
      name: member.name,
      email: member.email,
      twoFactor: member.twoFactor,
      lastSignIn: formatDateTime(member.lastSignInAt) ?? "Not in the last year",
      status: member.status,
      isYou: member.id === me.id,
    })),
    ...invitations.map((invitation): StaffTableRow => ({
      kind: "invitation",
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      sentText: formatDateTime(invitation.sentAt) ?? "",
      expiresText: formatDateTime(invitation.expiresAt) ?? "",
      expired: invitation.expired,
    })),
  ];
  return { rows, required };
}

function isStaffIntent(value: unknown): value is StaffIntent {
  return typeof value === "string" && (STAFF_INTENTS as readonly string[]).includes(value);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isStaffIntent(intent)) throw new Response("Unknown action", { status: 400 });
  return performStaffAction(request, context.get(staffContext), intent, form);
}

const FORM_ID = "invite-staff";

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, required } = loaderData;
  const result = actionData as StaffResult | undefined;
  const hydrated = useHydrated();
  const [inviting, setInviting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The row buttons' answers (the invite form answers through its own fetcher).
  const notice =
    result && result.intent !== "require-two-factor" && result.intent !== "invite"
      ? { ok: result.ok, message: result.message }
      : sentTo
        ? { ok: true, message: `An invitation was sent to ${sentTo}.` }
        : null;

  return (
    <AdminPage>
      <AdminPageHeader
        title="Staff"
        description="Everyone who can sign in to this admin area. Every staff member can manage staff."
        action={
          <button
            type="button"
            disabled={!hydrated}
            aria-expanded={inviting}
            aria-controls={inviting ? FORM_ID : undefined}
            onClick={() => setInviting(!inviting)}
            className={buttonStyles.primary}
          >
            <PlusIcon />
            Invite Staff
          </button>
        }
      />
      {inviting ? (
        <InviteForm
          id={FORM_ID}
          onCancel={() => setInviting(false)}
          onSent={(email) => {
            setInviting(false);
            setSentTo(email);
          }}
        />
      ) : null}
      {notice ? (
        <p
          role={notice.ok ? "status" : "alert"}
          className={`rounded-md border px-4 py-3 text-sm font-medium ${notice.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"}`}
        >
          {notice.message}
        </p>
      ) : null}
      <StaffTable rows={rows} />
      <TwoFactorRequirement required={required} saved={result?.intent === "require-two-factor"} />
    </AdminPage>
  );
}
