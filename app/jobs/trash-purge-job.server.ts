import { TRASH_DAYS } from "~/admin/trash-view";
import { purgeTrashedFaqs } from "~/models/faq.server";
import { purgeTrashedPosts } from "~/models/post.server";

import type { Job } from "./job-runner.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** FAQs and posts in the Trash for more than TRASH_DAYS are deleted for good (checked hourly). */
export const trashPurgeJob: Job = {
  name: "trash-purge",
  intervalMs: 60 * 60 * 1000,
  async run(handle, now) {
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
    const faqs = await purgeTrashedFaqs(cutoff, handle.db);
    const posts = await purgeTrashedPosts(cutoff, handle.db);
    if (faqs + posts === 0) return undefined;
    return `deleted ${faqs} FAQ(s) and ${posts} post(s) in the Trash for more than ${TRASH_DAYS} days`;
  },
};
