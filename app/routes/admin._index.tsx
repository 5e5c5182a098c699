import { redirect } from "react-router";

// /admin: the dashboard for staff (the admin layout's middleware has sent everyone else to
// the login page, in one hop).
export function loader() {
  throw redirect("/admin/dashboard");
}
