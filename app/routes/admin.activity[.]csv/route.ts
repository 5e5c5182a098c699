import { ACTIVITY_CSV_HEADER, activityCsvRow } from "~/features/activity/activity-view";
import { activityForExport } from "~/features/activity/activity.server";
import { toCsv } from "~/features/activity/csv";
import { parseActivityQuery } from "~/features/activity/filters";

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
