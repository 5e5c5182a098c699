import { getDatabaseHandle, pingDatabase } from "~/platform/db/client.server";
import { writeCheckFor } from "~/platform/db/write-check.server";

/**
 * GET /healthz: 200 when the app and its database answer and the database can take a write;
 * 503 otherwise, with the reason in the body (a proxy takes the instance out; a person reads why).
 */
export async function loader() {
  const handle = getDatabaseHandle();
  const [reachable, writes] = await Promise.all([pingDatabase(handle).catch(() => false), writeCheckFor(handle)()]);
  const ok = reachable && writes.writable;
  const body = {
    status: ok ? "ok" : "unavailable",
    database: reachable ? "ok" : "unreachable",
    writes: writes.writable ? "ok" : "failing",
    ...(writes.writable ? {} : { reason: writes.reason }),
  };
  return Response.json(body, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
