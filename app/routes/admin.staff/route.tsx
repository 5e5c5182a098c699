import { useState } from "react";

import { PlusIcon } from "~/components/admin/icons";
import { AdminPage, AdminPageHeader, buttonStyles } from "~/components/admin/ui";
import { staffContext } from "~/features/staff/guard.server";
import { InviteForm } from "~/features/staff/invite-form";
import { performStaffAction } from "~/features/staff/staff-actions.server";
import { listPendingInvitations } from "~/features/staff/staff-invitations.server";
import { STAFF_INTENTS, type StaffIntent, type StaffResult } from "~/features/staff/staff-schema";
import { StaffTable, type StaffTableRow } from "~/features/staff/staff-table";
import { listStaff } from "~/features/staff/staff.server";
import { isTwoFactorRequired } from "~/features/staff/two-factor-policy.server";
import { TwoFactorRequirement } from "~/features/staff/two-factor-requirement";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { useHydrated } from "~/platform/document/use-hydrated";
import { formatDateTime } from "~/platform/format/format-date-time";
import { readFormBody } from "~/platform/http/form-body.server";

import type { Route } from "./+types/route";

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
  const form = await readFormBody(request);
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
