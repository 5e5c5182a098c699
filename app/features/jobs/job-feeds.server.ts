import { sql } from "drizzle-orm";

import { getDb } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";
import { renderMarkdown } from "~/platform/markdown/render-markdown.server";

import type { FeedJob } from "./indeed-feed";
import { isOpen } from "./job-conditions.server";
import { jobHasSpanish } from "./job-language";

/*
 * What the job feed and the sitemap read: open jobs only, so a closed or expired job leaves
 * both as it leaves /jobs (the timed content watch clears their cached copies at its expiry).
 */

const newestFirst = [sql`${jobs.publishedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** The description and requirements as one HTML text, the requirements under their heading. */
function jobDescriptionHtml(job: { description: string; requirements: string }): string {
  const description = renderMarkdown(job.description);
  return job.requirements ? `${description}<h2>Requirements</h2>\n${renderMarkdown(job.requirements)}` : description;
}

/** Every open job as the Indeed feed lists it, newest first. */
export async function listFeedJobs(): Promise<FeedJob[]> {
  const rows = await getDb()
    .select()
    .from(jobs)
    .where(isOpen)
    .orderBy(...newestFirst);
  return rows.map((job) => ({ ...job, descriptionHtml: jobDescriptionHtml(job) }));
}

/** Every open job's address and last change, and whether it has its Spanish page, for sitemap.xml. */
export async function listJobSitemapEntries(): Promise<{ slug: string; updatedAt: Date; translated: boolean }[]> {
  const rows = await getDb()
    .select({
      slug: jobs.slug,
      updatedAt: jobs.updatedAt,
      title: jobs.title,
      titleEs: jobs.titleEs,
      // Whether each text is there is all the check needs: not the texts themselves.
      description: sql<string>`case when ${jobs.description} = '' then '' else 'x' end`,
      requirements: sql<string>`case when trim(${jobs.requirements}) = '' then '' else 'x' end`,
      descriptionEs: sql<string>`case when trim(${jobs.descriptionEs}) = '' then '' else 'x' end`,
      requirementsEs: sql<string>`case when trim(${jobs.requirementsEs}) = '' then '' else 'x' end`,
    })
    .from(jobs)
    .where(isOpen)
    .orderBy(...newestFirst);
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt, translated: jobHasSpanish(row) }));
}
