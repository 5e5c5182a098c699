/*
 * Where a job stands, as the admin table says it: 'Draft' (not published), 'Open',
 * 'Closed' (staff closed it: filled) or 'Expired' (its 'Closes On' day has ended). The
 * public pages, the feed and the sitemap show open jobs only (job-conditions.server.ts says
 * the same in SQL, on the database's clock).
 */
export type JobState = "draft" | "open" | "closed" | "expired";

export const jobStateLabels: Record<JobState, string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  expired: "Expired",
};

export function jobState(
  job: { isPublished: boolean; closedAt: Date | string | null; expiresAt: Date | string | null },
  now: Date = new Date(),
): JobState {
  if (!job.isPublished) return "draft";
  if (job.closedAt) return "closed";
  if (job.expiresAt && new Date(job.expiresAt).getTime() <= now.getTime()) return "expired";
  return "open";
}

/** The public address of a job. */
export function jobPath(slug: string): string {
  return `/jobs/${encodeURIComponent(slug)}`;
}
