import { Link, useRouteLoaderData } from "react-router";

import {
  ArrowRightIcon,
  BriefcaseIcon,
  CheckCircleIcon,
  ClockIcon,
  ExternalLinkIcon,
  InboxIcon,
  NewspaperIcon,
  QuestionIcon,
} from "~/components/admin/icons";
import { AdminPage, AdminPageHeader, LoadError } from "~/components/admin/ui";
import { toActivityView, type ActivityView } from "~/features/activity/activity-view";
import { latestActivity } from "~/features/activity/activity.server";
import { RecentActivity } from "~/features/activity/recent-activity";
import { dailyBackupFailure } from "~/features/backup/daily-backup-task.server";
import { contentEditor } from "~/features/content-lists/content-editor.server";
import { refuseWhenStorageFails } from "~/features/content-lists/storage-guard.server";
import {
  getDashboardStats,
  listUpcomingPosts,
  type DashboardStats,
  type UpcomingPost,
} from "~/features/dashboard/dashboard.server";
import { SetupChecklist } from "~/features/dashboard/setup/setup-checklist";
import { loadSetupChecklist, performSetupAction } from "~/features/dashboard/setup/setup-checklist.server";
import type { UnreadCounts } from "~/features/inbox/contact-messages.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { formatAgencyDateTime } from "~/platform/format/agency-time";
import { formatCount } from "~/platform/format/format-count";
import { logError } from "~/platform/http/describe-error.server";
import { loadOrLog } from "~/platform/http/load-or-log.server";

import type { Route } from "./+types/route";

async function recentActivity(): Promise<ActivityView[]> {
  try {
    return (await latestActivity(5)).map(toActivityView);
  } catch (error) {
    logError("Could not load the recent activity", error);
    return [];
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Dashboard", "Admin") },
];

const NO_STATS: DashboardStats = {
  totalFAQs: 0,
  publishedFAQs: 0,
  totalPosts: 0,
  publishedPosts: 0,
  scheduledPosts: 0,
  openJobs: 0,
  newApplications: 0,
};

export async function loader() {
  const activity = await recentActivity();
  // Count queries, never rows loaded and counted; zeros when they fail.
  // The scheduled posts: their count and the next few, with their dates.
  const counts = await loadOrLog(
    "the dashboard counts",
    async () => {
      const [stats, upcoming] = await Promise.all([getDashboardStats(), listUpcomingPosts()]);
      return { stats, upcoming };
    },
    { stats: NO_STATS, upcoming: [] as UpcomingPost[] },
  );
  const { backupFailure } = await loadOrLog(
    "the last backup's outcome",
    async () => ({ backupFailure: await dailyBackupFailure() }),
    { backupFailure: null },
  );
  // The set-up checklist is a help: when it cannot be worked out, the dashboard goes without it.
  const setup = await loadOrLog("the set-up checklist", loadSetupChecklist, { items: [], dismissedCount: 0 });
  return { ...counts, activity, backupFailure, setup };
}

export function action({ request, context }: Route.ActionArgs) {
  return refuseWhenStorageFails(() => performSetupAction(request, contentEditor(request, context)));
}

const cards = [
  { key: "totalFAQs", label: "Total FAQs", Icon: QuestionIcon, tone: "bg-brand-50 text-brand-700" },
  { key: "publishedFAQs", label: "Published FAQs", Icon: CheckCircleIcon, tone: "bg-green-50 text-green-700" },
  { key: "totalPosts", label: "Total Blog Posts", Icon: NewspaperIcon, tone: "bg-brand-50 text-brand-700" },
  { key: "publishedPosts", label: "Published Posts", Icon: CheckCircleIcon, tone: "bg-green-50 text-green-700" },
  { key: "openJobs", label: "Open Jobs", Icon: BriefcaseIcon, tone: "bg-amber-50 text-amber-800" },
  { key: "newApplications", label: "New Applications", Icon: InboxIcon, tone: "bg-sky-50 text-sky-800" },
] as const;

const quickActions = [
  {
    to: "/admin/faqs",
    label: "Manage FAQs",
    description: "Add, edit, publish or remove the questions on the FAQs page.",
  },
  {
    to: "/admin/posts",
    label: "Manage Blog Posts",
    description: "Write news articles, publish them or take them down.",
  },
  {
    to: "/admin/jobs",
    label: "Manage Jobs",
    description: "Post openings for the job board, close them when filled.",
  },
  {
    to: "/admin/applications?stage=new",
    label: "Review Applications",
    description: "Read new applications, move them through the stages, add notes.",
  },
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, upcoming, loadFailed, activity, backupFailure, setup } = loaderData;
  return (
    <AdminPage>
      <AdminPageHeader title="Dashboard" description="An overview of the content on the public website." />

      {loadFailed ? (
        <LoadError>The counts could not be loaded right now. Please reload the page in a moment.</LoadError>
      ) : null}

      {backupFailure ? (
        <LoadError>
          The automatic backup of {formatAgencyDateTime(backupFailure.at)} failed: {backupFailure.reason}. The server
          tries again at 3 AM; until one succeeds, ask whoever runs the server to check its disk and its log
          (docs/backups.md).
        </LoadError>
      ) : null}

      {/* The unread inbox first: on a phone it is what staff open the dashboard for, and the
          counters below would push it off the first screen. */}
      <UnreadMessages />

      <SetupChecklist items={setup.items} dismissedCount={setup.dismissedCount} />

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          Content counts
        </h2>
        <dl className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          {cards.map(({ key, label, Icon, tone }) => (
            <div key={key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
                <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
                  <Icon className="size-5" />
                </span>
                {label}
              </dt>
              <dd className="mt-3 text-3xl font-bold text-slate-900 tabular-nums">{formatCount(stats[key])}</dd>
            </div>
          ))}
        </dl>
      </section>

      {stats.scheduledPosts > 0 ? <ScheduledPosts count={stats.scheduledPosts} upcoming={upcoming} /> : null}

      <section
        aria-labelledby="quick-actions-title"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="quick-actions-title" className="text-lg font-bold text-brand-900">
          Quick Actions
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {quickActions.map(({ to, label, description }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start justify-between gap-4 rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span>
                  <span className="block font-semibold text-brand-800">{label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{description}</span>
                </span>
                <ArrowRightIcon className="mt-1 size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <RecentActivity events={activity} />
    </AdminPage>
  );
}

/** The posts that will go out by themselves, soonest first, each with its time (docs/admin.md, Publishing). */
function ScheduledPosts({ count, upcoming }: { count: number; upcoming: UpcomingPost[] }) {
  return (
    <section
      aria-labelledby="scheduled-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="scheduled-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <span className="flex size-8 items-center justify-center rounded-full bg-sky-50 text-sky-700">
            <ClockIcon className="size-5" />
          </span>
          Scheduled Posts
        </h2>
        <p className="text-sm text-slate-600">
          {count === 1
            ? "1 post goes out by itself at its publish time."
            : `${formatCount(count)} posts go out by themselves at their publish times.`}
        </p>
      </div>
      <ul className="mt-4 divide-y divide-slate-200">
        {upcoming.map((post) => (
          <li key={post.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <span className="min-w-0">
              <span className="block font-semibold break-words text-slate-900">{post.title}</span>
              <span className="block text-sm text-slate-600">
                <span className="font-semibold text-sky-800">Scheduled</span> · {formatAgencyDateTime(post.publishedAt)}
              </span>
            </span>
            <a
              href={`/news/${encodeURIComponent(post.slug)}`}
              target="_blank"
              rel="noopener"
              className="relative inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ExternalLinkIcon />
              Preview<span className="sr-only"> {post.title} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      {count > upcoming.length ? (
        <p className="mt-2 text-sm text-slate-600">
          And {formatCount(count - upcoming.length)} more in{" "}
          <Link to="/admin/posts" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Blog Posts
          </Link>
          .
        </p>
      ) : null}
    </section>
  );
}

/** The contact inbox's unread counts (the admin layout's loader counts them for the sidebar). */
function UnreadMessages() {
  const layout = useRouteLoaderData("routes/admin") as { unread?: UnreadCounts } | undefined;
  const unread = layout?.unread?.messages ?? 0;
  const requests = layout?.unread?.requests ?? 0;
  return (
    <section
      aria-labelledby="inbox-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="inbox-title" className="text-lg font-bold text-brand-900">
          Contact Inbox
        </h2>
        <p className="mt-1 text-slate-600">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{formatCount(unread)}</span> unread{" "}
          {unread === 1 ? "message" : "messages"}
        </p>
        {requests > 0 ? (
          <p className="mt-1 text-slate-600">
            <span className="text-2xl font-bold text-slate-900 tabular-nums">{formatCount(requests)}</span> unread staff{" "}
            {requests === 1 ? "request" : "requests"}
          </p>
        ) : null}
      </div>
      <Link
        to="/admin/inbox"
        className="inline-flex items-center gap-2 self-start rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:self-auto"
      >
        Open Inbox
        <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
