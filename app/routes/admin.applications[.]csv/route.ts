import { applicationsCsv } from "~/features/applications/application-csv";
import { parseApplicationQuery } from "~/features/applications/application-filters";
import { applicationsForExport } from "~/features/applications/applications.server";

import type { Route } from "./+types/route";

/** 'Export CSV' on /admin/applications: every row the page's filters match, as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseApplicationQuery(new URL(request.url).searchParams);
  if (!query) throw new Response("Not Found", { status: 404 });
  const rows = await applicationsForExport(query);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(applicationsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
