/**
 * What the page cache does while the database does not answer (a PostgreSQL outage, a
 * failover): the site keeps showing what it showed, rather than error pages.
 *
 * - While the change listener is down (PageStore.pause) pages are rendered, not stored (a
 *   change could be missed), but the copies already held are kept as the last good ones.
 * - A render that fails (5xx) while the database is unreachable, or answers 503 because the
 *   database could not answer it (server/database-outage-answers.ts), is answered with the last
 *   good copy, marked `X-Page-Cache: STALE` and never kept by a browser or CDN; a page
 *   without one answers 503 (never 500) with what the site rendered (its friendly page).
 * - Once the listener is back the kept copies are dropped (changes may have been missed) and
 *   storing starts again at once; it is retried within 2 s, not after a long back-off
 *   (reconnectDelayMs in app/platform/db/notification-listener.server.ts).
 */

export type FailedRenderAnswer =
  | "as-rendered" // not an outage: the response goes out as it is
  | "serve-stale" // the last good copy
  | "unavailable"; // no copy: 503 with the rendered body

/** The status of a stale copy's answer in `X-Page-Cache`. */
export const STALE_CACHE_STATUS = "STALE";
/** Browsers and CDNs must not keep a stale copy, nor an outage's 503: they are for this moment only. */
export const OUTAGE_CACHE_CONTROL = "no-store";
/** How soon a client may try again after a 503 of the outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** What to answer for a rendered response, given whether the database answers and a copy is held. */
export function answerForRender(response: {
  status: number;
  databaseReachable: boolean;
  hasKeptCopy: boolean;
}): FailedRenderAnswer {
  if (response.status < 500) return "as-rendered";
  // A 503 is the app saying the database cannot answer, also when a ping still gets through
  // (the embedded database's disk turned read-only: reads of its files fail, `select 1` does not).
  if (response.databaseReachable && response.status !== 503) return "as-rendered";
  return response.hasKeptCopy ? "serve-stale" : "unavailable";
}

/**
 * `check` (is the database there?) asked at most once per `ttlMs`: during an outage every
 * failed render asks, and a database that does not answer should not be asked a hundred
 * times a second.
 */
export function reachabilityProbe(check: () => Promise<boolean>, ttlMs = 1000): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) {
      last = { at: now, answer: check().catch(() => false) };
    }
    return last.answer;
  };
}
