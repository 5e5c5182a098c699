/**
 * What the page cache does while it cannot hear about content changes (the PostgreSQL
 * LISTEN connection is down) and while the database does not answer. Pure policy: the
 * page cache (being rebuilt as React Router middleware) asks it what to do.
 *
 * - Listener down: pages are rendered, not stored (a change could be missed), but the
 *   copies already held are kept as the last good ones.
 * - Database unreachable (a render fails): the last good copy is served, marked with
 *   `X-Page-Cache: STALE` and `Warning`-free `Cache-Control` that no CDN keeps; a page
 *   without one answers 503 with the site's friendly page, never 500.
 * - Listener back: the kept copies are dropped (changes may have been missed) and storing
 *   starts again at once; reconnecting is retried quickly (never the 30 s back-off).
 */
export type ListenerState = "connected" | "disconnected";

export type RenderOutcome = { ok: true } | { ok: false; databaseUnreachable: boolean };

export type CacheDecision =
  | { action: "store" } // a good render while changes are heard: keep it
  | { action: "send-uncached" } // a good render while changes may be missed: send, do not keep
  | { action: "serve-stale" } // the render failed for want of the database: the last good copy
  | { action: "unavailable" } // no copy: 503 with the friendly page
  | { action: "error" }; // a failure that is not the database's: as any other error

export const STALE_HEADER_VALUE = "STALE";
/** Browsers and CDNs must not keep a stale copy: it is a stop-gap for this moment only. */
export const STALE_CACHE_CONTROL = "no-store";

export class StaleIfErrorPolicy {
  private listener: ListenerState = "disconnected";

  constructor(private readonly dropKeptCopies: () => void) {}

  get canStore(): boolean {
    return this.listener === "connected";
  }

  listenerConnected(): void {
    if (this.listener === "connected") return;
    this.listener = "connected";
    // Copies kept while disconnected may predate a change nobody heard about.
    this.dropKeptCopies();
  }

  listenerLost(): void {
    this.listener = "disconnected";
  }

  decide(outcome: RenderOutcome, hasKeptCopy: boolean): CacheDecision {
    if (outcome.ok) return { action: this.canStore ? "store" : "send-uncached" };
    if (!outcome.databaseUnreachable) return { action: "error" };
    return { action: hasKeptCopy ? "serve-stale" : "unavailable" };
  }
}

/**
 * The delay before the next attempt to reconnect the listener: doubling from `initialMs`, but
 * never over `maxMs` (2 s), so the cache is back within a second or two of the database.
 */
export function reconnectDelayMs(attempt: number, { initialMs = 250, maxMs = 2000 } = {}): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt));
}

/** Errors that mean the database cannot be reached (not a bug in a page). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000", // connection_exception
  "08003", // connection_does_not_exist
  "08006", // connection_failure
  "08001", // sqlclient_unable_to_establish_sqlconnection
]);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;
