import { useSyncExternalStore } from "react";

import type { AdminNotice } from "~/platform/forms/admin-action";

/*
 * The notice of the last admin action, for the page's live region (AdminNoticeRegion). The
 * routes' clientAction (settleServerAction) sets it from every action's answer, and clears it
 * when the next action starts: a row that an action removes (a delete) cannot hold its own
 * notice, and whichever form or button acted, one notice shows. It lives in the browser only.
 */

let current: AdminNotice | null = null;
const listeners = new Set<() => void>();

export function showAdminNotice(notice: AdminNotice | null): void {
  if (notice === current) return;
  current = notice;
  for (const listener of listeners) listener();
}

export function clearAdminNotice(): void {
  showAdminNotice(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice now; none while rendering on the server. */
export function useAdminNotice(): AdminNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
