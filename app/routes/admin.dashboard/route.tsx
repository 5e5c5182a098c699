import { Link } from "react-router";

import { loadOrLog } from "~/admin/load-or-log.server";
import { ArrowRightIcon, CheckCircleIcon, NewspaperIcon, QuestionIcon } from "~/components/admin/icons";
import { AdminPage, AdminPageHeader, LoadError } from "~/components/admin/ui";
import { agency } from "~/config/agency";
import { getDashboardStats, type DashboardStats } from "~/models/dashboard.server";

import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: `Dashboard | Admin | ${agency.name}` }];

const NO_STATS: DashboardStats = { totalFAQs: 0, publishedFAQs: 0, totalPosts: 0, publishedPosts: 0 };

export function loader() {
  // Four count queries (SPEC.md section 7), never rows loaded and counted; zeros when they fail.
  return loadOrLog("the dashboard counts", async () => ({ stats: await getDashboardStats() }), { stats: NO_STATS });
}

const cards = [
  { key: "totalFAQs", label: "Total FAQs", Icon: QuestionIcon, tone: "bg-brand-50 text-brand-700" },
  { key: "publishedFAQs", label: "Published FAQs", Icon: CheckCircleIcon, tone: "bg-green-50 text-green-700" },
  { key: "totalPosts", label: "Total Blog Posts", Icon: NewspaperIcon, tone: "bg-brand-50 text-brand-700" },
  { key: "publishedPosts", label: "Published Posts", Icon: CheckCircleIcon, tone: "bg-green-50 text-green-700" },
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
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, loadFailed } = loaderData;
  return (
    <AdminPage>
      <AdminPageHeader title="Dashboard" description="An overview of the content on the public website." />

      {loadFailed ? (
        <LoadError>The counts could not be loaded right now. Please reload the page in a moment.</LoadError>
      ) : null}

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          Content counts
        </h2>
        <dl className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ key, label, Icon, tone }) => (
            <div key={key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
                <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
                  <Icon className="size-5" />
                </span>
                {label}
              </dt>
              <dd className="mt-3 text-3xl font-bold text-slate-900 tabular-nums">
                {stats[key].toLocaleString("en-US")}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="quick-actions-title"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="quick-actions-title" className="text-lg font-bold text-brand-900">
          Quick Actions
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
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
    </AdminPage>
  );
}
