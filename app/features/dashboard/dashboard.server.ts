import { countNewApplications } from "~/features/applications/applications.server";
import { countPublishedFaqs, faqStore } from "~/features/faqs/faq.server";
import { countOpenJobs } from "~/features/jobs/job.server";
import { countPublishedPosts, countScheduledPosts, listScheduledPosts, postStore } from "~/features/posts/post.server";

export interface DashboardStats {
  totalFAQs: number;
  publishedFAQs: number;
  /** Every post (drafts and scheduled ones too). */
  totalPosts: number;
  /** Posts live now: a scheduled post is not, until its date (docs/admin.md, Publishing). */
  publishedPosts: number;
  scheduledPosts: number;
  /** Jobs on the job board now: published, not closed, not expired. */
  openJobs: number;
  /** Applications at stage 'New', spam aside. */
  newApplications: number;
}

/** The dashboard shows the next few scheduled posts with their dates. */
const UPCOMING_POSTS_SHOWN = 5;

export interface UpcomingPost {
  id: string;
  title: string;
  slug: string;
  publishedAt: Date;
}

export async function getDashboardStats(): Promise<DashboardStats> {
  const [totalFAQs, publishedFAQs, totalPosts, publishedPosts, scheduledPosts, openJobs, newApplications] =
    await Promise.all([
      faqStore.countAll(),
      countPublishedFaqs(),
      postStore.countAll(),
      countPublishedPosts(),
      countScheduledPosts(),
      countOpenJobs(),
      countNewApplications(),
    ]);
  return { totalFAQs, publishedFAQs, totalPosts, publishedPosts, scheduledPosts, openJobs, newApplications };
}

export async function listUpcomingPosts(): Promise<UpcomingPost[]> {
  const rows = await listScheduledPosts(UPCOMING_POSTS_SHOWN);
  // A scheduled post always has its date.
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt! }));
}
