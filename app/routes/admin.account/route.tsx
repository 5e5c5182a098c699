import type { Route } from "./+types/route";
import { requireStaff, requireStaffForMutation } from "~/auth/guard.server";
import { isTwoFactorRequired, secondFactorsOf } from "~/auth/two-factor-policy.server";
import { AdminPage, AdminPageHeader } from "~/components/admin/ui";
import { agency } from "~/config/agency";
import { Notice } from "./section";
import { performTwoFactorAction } from "./two-factor-actions.server";
import { TWO_FACTOR_INTENTS, type TwoFactorResult } from "./two-factor-result";
import { TwoFactorSection } from "./two-factor-section";

export const meta: Route.MetaFunction = () => [{ title: `My Account | Admin | ${agency.name}` }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const [factors, required] = await Promise.all([secondFactorsOf(staff.id), isTwoFactorRequired()]);
  return { staff: { name: staff.name, email: staff.email }, factors, mustSetUp: required && !factors.app && factors.passkeys === 0 };
}

function isIntent<T extends string>(value: unknown, intents: readonly T[]): value is T {
  return typeof value === "string" && (intents as readonly string[]).includes(value);
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaffForMutation(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isIntent(intent, TWO_FACTOR_INTENTS)) return performTwoFactorAction(request, staff, intent, form);
  throw new Response("Unknown action", { status: 400 });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, factors, mustSetUp } = loaderData;
  const twoFactorResult = actionData && TWO_FACTOR_INTENTS.includes(actionData.intent) ? (actionData as TwoFactorResult) : undefined;
  return (
    <AdminPage>
      <AdminPageHeader title="My Account" description={`Signed in as ${staff.name} (${staff.email}).`} />
      {mustSetUp ? (
        <Notice tone="info">
          Two-factor sign-in is required for all staff: set up an authenticator app or add a passkey. Until you do, signing in brings you to this page.
        </Notice>
      ) : null}
      <TwoFactorSection enabled={factors.app} email={staff.email} result={twoFactorResult} />
    </AdminPage>
  );
}
