import { redirect } from "react-router";

import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, buttonStyles, EmptyState } from "~/components/admin/ui";
import { ActivityFilters } from "~/features/activity/activity-filters";
import { ActivityTable } from "~/features/activity/activity-table";
import { toActivityView } from "~/features/activity/activity-view";
import { activityPeople, listActivity } from "~/features/activity/activity.server";
import { ACTIVITY_PER_PAGE, activityCsvHref, activityHref, parseActivityQuery } from "~/features/activity/filters";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { pageCount } from "~/platform/format/pagination";

import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Activity", "Admin") },
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseActivityQuery(new URL(request.url).searchParams);
  // A query no form of this page sends (an unknown kind, page=0...).
  if (!query) throw new Response("Not Found", { status: 404 });
  const [people, { rows, total }] = await Promise.all([
    activityPeople(),
    listActivity({ actorId: query.person, kind: query.kind }, query.page),
  ]);
  const pages = pageCount(total, ACTIVITY_PER_PAGE);
  if (query.page > pages) throw redirect(activityHref({ ...query, page: pages }));
  return { query, people, events: rows.map(toActivityView), total, pages };
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { query, people, events, total, pages } = loaderData;
  const filtered = !!(query.person || query.kind);
  return (
    <AdminPage>
      <AdminPageHeader
        title="Activity"
        description="Who signed in and what changed, newest first. Kept for 365 days."
        action={
          <a href={activityCsvHref(query)} download className={buttonStyles.secondary}>
            Export CSV
          </a>
        }
      />
      <ActivityFilters people={people} person={query.person} kind={query.kind} />
      {events.length === 0 ? (
        <EmptyState>
          {filtered ? "No activity matches these filters." : "No activity has been recorded yet."}
        </EmptyState>
      ) : (
        <>
          <ActivityTable events={events} />
          <TablePager
            label="Activity pages"
            page={query.page}
            pages={pages}
            total={total}
            perPage={ACTIVITY_PER_PAGE}
            href={(page) => activityHref({ ...query, page })}
            noun="events"
          />
        </>
      )}
    </AdminPage>
  );
}
