import { Link } from "react-router";

import { CopyIcon, LockIcon, RestoreIcon } from "~/components/admin/icons";
import { jobApplicationsHref } from "~/features/applications/application-filters";
import type { ContentTableSpec, RowCommandSpec } from "~/features/content-lists/content-table";
import { agencyDateAndTime, agencyEndOfDay, agencyToday } from "~/platform/format/agency-time";
import { formatCount } from "~/platform/format/format-count";

import { staffRequestHref } from "./job-from-request";
import { jobHasSpanish } from "./job-language";
import { jobCategoryTitle } from "./job-options";
import type { JobRow } from "./job-row";
import { jobState } from "./job-status";

const longDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Mar 15, 2026" for "2026-03-15". */
function calendarDate(value: string): string {
  return longDate.format(new Date(`${value}T00:00:00Z`));
}

const copy: RowCommandSpec<JobRow> = {
  label: "Copy",
  icon: <CopyIcon />,
  tone: "text-slate-700 hover:bg-slate-100",
  action: { intent: "copy" },
};

/** Close an open job; reopen a closed one (in place while its date is ahead, else with a new date in the form). */
function openOrClose(job: JobRow): RowCommandSpec<JobRow>[] {
  const state = jobState(job);
  if (state === "open")
    return [
      { label: "Close", icon: <LockIcon />, tone: "text-slate-700 hover:bg-slate-100", action: { intent: "close" } },
    ];
  if (state === "draft") return [];
  const dateAhead = job.closesOn !== null && agencyEndOfDay(job.closesOn).getTime() > Date.now();
  return [
    {
      label: "Reopen",
      icon: <RestoreIcon />,
      tone: "text-green-800 hover:bg-green-50",
      action: dateAhead ? { intent: "reopen" } : { edit: (row) => ({ ...row, reopening: true }) },
    },
  ];
}

/**
 * The job table: Title (with its reference number, the staff request it comes from, and
 * 'Spanish: missing' until it has a Spanish title), Category, Location, Applications (linking to them), then Status,
 * Posted (its first publishing) and Actions: Publish / Unpublish, Edit, Copy, Close / Reopen, Delete; sorted by Title,
 * Status or Posted.
 */
export const jobTable: ContentTableSpec<JobRow> = {
  label: "Jobs",
  hasSpanish: jobHasSpanish,
  columns: [
    {
      header: "Title",
      cell: (job) => (
        <>
          <span className="block">{job.title}</span>
          <span className="block text-xs font-normal text-slate-600">Ref. {job.referenceNumber}</span>
          {job.staffRequest ? (
            <Link
              to={staffRequestHref(job.staffRequest.id)}
              className="block text-xs font-semibold text-brand-700 hover:underline"
            >
              From staff request: {job.staffRequest.company}
            </Link>
          ) : null}
        </>
      ),
    },
    { header: "Category", cell: (job) => jobCategoryTitle(job.category), className: "text-slate-700" },
    {
      header: "Location",
      cell: (job) => (
        <>
          <span className="block whitespace-nowrap">
            {job.city}, {job.state}
            {job.zip ? ` ${job.zip}` : ""}
          </span>
          {job.zip && job.latitude === null ? (
            <span className="block text-xs text-amber-900">ZIP Code not in the ZIP list: no distance search</span>
          ) : null}
        </>
      ),
      className: "text-slate-700",
    },
    {
      header: "Applications",
      cell: (job) => {
        const count = job.applicationCount ?? 0;
        return (
          <Link
            to={jobApplicationsHref(job.id)}
            aria-label={`${count} ${count === 1 ? "application" : "applications"} for ${job.title}`}
            className="font-semibold text-brand-700 tabular-nums hover:underline"
          >
            {formatCount(count)}
          </Link>
        );
      },
    },
  ],
  status: (job) => {
    const state = jobState(job);
    if (!job.closesOn || state === "draft" || state === "closed") return { state };
    const ended = state === "expired" || job.closesOn < agencyToday();
    return { state, note: `${ended ? "Closed on" : "Closes"} ${calendarDate(job.closesOn)}` };
  },
  afterStatus: [
    {
      header: "Posted",
      cell: (job) =>
        job.publishedAt ? (
          <time dateTime={new Date(job.publishedAt).toISOString()}>{agencyDateAndTime(job.publishedAt).date}</time>
        ) : null,
      className: "text-slate-600 lg:whitespace-nowrap",
    },
  ],
  titleOf: (job) => job.title,
  sorts: { Title: { key: "title" }, Status: { key: "status" }, Posted: { key: "date", first: "desc" } },
  commands: (job) => [copy, ...openOrClose(job)],
  messages: {
    deleteConfirm: "Are you sure you want to delete this job?",
    deleteFailed: "Error deleting job",
    toggleFailedLog: "Error toggling job:",
  },
};
