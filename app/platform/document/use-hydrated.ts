import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the browser:
 * until then forms must behave as plain HTML (no JavaScript-only disabled states), and
 * the admin's buttons that only work with JavaScript stay disabled, so no click is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
