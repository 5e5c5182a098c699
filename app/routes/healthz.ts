import { getDatabaseHandle, pingDatabase } from "~/db/client.server";

/** GET /healthz: 200 when the app and its database answer, 503 otherwise. */
export async function loader() {
  const ok = await pingDatabase(getDatabaseHandle()).catch(() => false);
  return Response.json(
    { status: ok ? "ok" : "unavailable", database: ok ? "ok" : "unreachable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
