import { isRouteErrorResponse } from "react-router";

import type { AdminActionResult } from "~/platform/forms/admin-action";

import { clearAdminNotice, showAdminNotice } from "./admin-notice-store";

/**
 * The admin routes' clientAction: the server action's answer, or, when the server could not
 * answer with one (network failure, a refused or crashed request), a failure the page can
 * report: an alert for saves and deletes, only a log for toggles (RowMessages).
 * Redirects carry on to the router. The answer's notice replaces the last one (AdminNoticeRegion):
 * a new action clears it, a failure leaves none.
 */
export async function settleServerAction(serverAction: () => Promise<AdminActionResult>): Promise<AdminActionResult> {
  clearAdminNotice();
  try {
    const result = await serverAction();
    showAdminNotice(result.ok ? (result.notice ?? null) : null);
    return result;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    console.error("Admin action failed:", error);
    // A refusal in a sentence (503 while the database does not answer) is shown as it is.
    const message = !isRouteErrorResponse(error)
      ? "The server could not be reached."
      : error.status === 503 && typeof error.data === "string"
        ? error.data
        : `The server answered ${error.status}${error.statusText ? ` ${error.statusText}` : ""}.`;
    return { ok: false, error: message };
  }
}
