import { data } from "react-router";

import { requestOrigin } from "~/activity/request-origin.server";
import { staffContext } from "~/auth/guard.server";
import { isTwoFactorRequired, setTwoFactorRequired } from "~/auth/two-factor-policy.server";
import { AdminPage, AdminPageHeader } from "~/components/admin/ui";
import { agency } from "~/config/agency";
import { listStaff } from "~/models/staff.server";
import { formatDateTime } from "~/utils/format-date-time";

import type { Route } from "./+types/route";
import { StaffTable, type StaffRow } from "./staff-table";
import { REQUIREMENT_INTENT, TwoFactorRequirement } from "./two-factor-requirement";

export const meta: Route.MetaFunction = () => [{ title: `Staff | Admin | ${agency.name}` }];

export async function loader({ context }: Route.LoaderArgs) {
  const me = context.get(staffContext);
  const [staff, required] = await Promise.all([listStaff(), isTwoFactorRequired()]);
  const rows: StaffRow[] = staff.map((member) => ({
    id: member.id,
    name: member.name,
    email: member.email,
    twoFactor: member.twoFactor,
    lastSignIn: formatDateTime(member.lastSignInAt),
    status: member.status,
    isYou: member.id === me.id,
  }));
  return { staff: rows, required };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(staffContext);
  const form = await request.formData();
  if (form.get("intent") === REQUIREMENT_INTENT) {
    const required = form.get("required") === "on";
    await setTwoFactorRequired({ required, actor: me, origin: requestOrigin(request) });
    return data({ intent: REQUIREMENT_INTENT, ok: true as const });
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, required } = loaderData;
  return (
    <AdminPage>
      <AdminPageHeader
        title="Staff"
        description="Everyone who can sign in to this admin area. Every staff member can manage staff."
      />
      <TwoFactorRequirement required={required} saved={actionData?.intent === REQUIREMENT_INTENT} />
      <StaffTable staff={staff} />
    </AdminPage>
  );
}
