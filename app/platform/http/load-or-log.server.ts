import { logError } from "./describe-error.server";

/**
 * An admin page's data, with `loadFailed` saying whether it could be read. A failed read
 * is logged and the page still renders (with `fallback`), saying so.
 * Responses (redirects) thrown by `load` go on to the router.
 */
export async function loadOrLog<T extends object>(
  what: string,
  load: () => Promise<T>,
  fallback: T,
): Promise<T & { loadFailed: boolean }> {
  try {
    return { ...(await load()), loadFailed: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    logError(`Could not load ${what}`, error);
    return { ...fallback, loadFailed: true };
  }
}
