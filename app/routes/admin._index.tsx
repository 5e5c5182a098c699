import { redirect } from "react-router";
import { requireStaff } from "~/auth/guard.server";
import type { Route } from "./+types/admin._index";

// /admin: the dashboard for staff, the login page for everyone else (straight there, in one hop).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw redirect("/admin/dashboard");
}
