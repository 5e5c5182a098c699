import { ACTIVITY_CSV_HEADER, activityCsvRow } from "~/activity/activity-view";
import { toCsv } from "~/activity/csv";
import { parseActivityQuery } from "~/activity/filters";
import { activityForExport } from "~/models/activity.server";

import type { Route } from "./+types/route";

/** 'Export CSV' on /admin/activity: every row the page's filters match, as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseActivityQuery(new URL(request.url).searchParams);
  if (!query) throw new Response("Not Found", { status: 404 });
  const rows = await activityForExport({ actorId: query.person, kind: query.kind });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(ACTIVITY_CSV_HEADER, rows.map(activityCsvRow)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activity-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
