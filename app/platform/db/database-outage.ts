import { storageProblemOf } from "./storage-errors";

/**
 * Failures that say the database cannot answer now (PostgreSQL down, restarting, out of
 * reach; the embedded database's disk turned read-only or full), as opposed to a bug in the
 * request's handling. They answer 503 with DATABASE_NOT_ANSWERING, never 500.
 */

/** What staff and visitors read when the database does not answer (issue 32's words). */
export const DATABASE_NOT_ANSWERING = "The database is not answering; nothing was saved. Try again in a minute.";

/** How soon to try again, in seconds (the Retry-After of those 503s). */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server that is going away or full: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres's own words when its connection is gone or never came. */
const CONNECTION_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|connection (?:is )?(?:closed|ended)|cannot use a pool after calling end/i;

/** True when `error` (or an error in its `cause` chain) means the database cannot answer now. */
export function isDatabaseOutage(error: unknown): boolean {
  if (storageProblemOf(error)) return true;
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    }
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
