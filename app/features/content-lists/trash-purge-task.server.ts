import { faqStore } from "~/features/faqs/faq.server";
import { postStore } from "~/features/posts/post.server";
import { DAY_MS, HOUR_MS } from "~/platform/format/time-units";
import type { Task } from "~/platform/tasks/task-runner.server";

import { TRASH_DAYS } from "./trash-view";

/** FAQs and posts in the Trash for more than TRASH_DAYS are deleted for good (checked hourly). */
export const trashPurgeTask: Task = {
  name: "trash-purge",
  intervalMs: HOUR_MS,
  async run(handle, now) {
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
    const faqs = await faqStore.purgeTrashed(cutoff, handle.db);
    const posts = await postStore.purgeTrashed(cutoff, handle.db);
    if (faqs + posts === 0) return undefined;
    return `deleted ${faqs} FAQ(s) and ${posts} post(s) in the Trash for more than ${TRASH_DAYS} days`;
  },
};
