import { faqStore } from "~/features/faqs/faq.server";
import { postStore } from "~/features/posts/post.server";
import type { Job } from "~/platform/tasks/task-runner.server";

import { TRASH_DAYS } from "./trash-view";

const DAY_MS = 24 * 60 * 60 * 1000;

/** FAQs and posts in the Trash for more than TRASH_DAYS are deleted for good (checked hourly). */
export const trashPurgeJob: Job = {
  name: "trash-purge",
  intervalMs: 60 * 60 * 1000,
  async run(handle, now) {
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
    const faqs = await faqStore.purgeTrashed(cutoff, handle.db);
    const posts = await postStore.purgeTrashed(cutoff, handle.db);
    if (faqs + posts === 0) return undefined;
    return `deleted ${faqs} FAQ(s) and ${posts} post(s) in the Trash for more than ${TRASH_DAYS} days`;
  },
};
