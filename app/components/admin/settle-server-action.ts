import { isRouteErrorResponse } from "react-router";

import type { AdminActionResult } from "~/admin/content-action";

/**
 * The admin routes' clientAction: the server action's answer, or, when the server could not
 * answer with one (network failure, a refused or crashed request), a failure the page can
 * report (SPEC.md section 8: an alert for saves and deletes, only a log for toggles).
 * Redirects carry on to the router.
 */
export async function settleServerAction(serverAction: () => Promise<AdminActionResult>): Promise<AdminActionResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    console.error("Admin action failed:", error);
    const message = isRouteErrorResponse(error)
      ? `The server answered ${error.status}${error.statusText ? ` ${error.statusText}` : ""}.`
      : "The server could not be reached.";
    return { ok: false, error: message };
  }
}
