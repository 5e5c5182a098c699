import { redirect } from "react-router";

import { signOutEverywhere } from "~/features/staff/sign-out.server";

import type { Route } from "./+types/admin_.sign-out";

// Signing out is a POST from the admin sidebar; a visit by address just goes to the login page.
export function loader() {
  throw redirect("/admin/login");
}

/**
 * Ends every session of the signed-in user (all browsers and devices) and clears the
 * cookie. A cross-site POST never gets here (the root middleware answers 403); signing
 * out while already signed out changes nothing and lands on the login page too.
 */
export async function action({ request }: Route.ActionArgs) {
  throw redirect("/admin/login", { headers: await signOutEverywhere(request) });
}
