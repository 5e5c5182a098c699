import { settingsCache } from "~/features/settings/settings.server";
import { DAY_MS, HOUR_MS } from "~/platform/format/time-units";
import type { Task } from "~/platform/tasks/task-runner.server";

import { deleteMessagesReceivedBefore } from "./contact-messages.server";

/** 'Keep messages for (days)': older messages, spam included, are deleted (checked hourly). */
export const inboxRetentionTask: Task = {
  name: "inbox-retention",
  intervalMs: HOUR_MS,
  async run(handle, now) {
    const { retentionDays } = await settingsCache.get(handle);
    const deleted = await deleteMessagesReceivedBefore(new Date(now.getTime() - retentionDays * DAY_MS), handle.db);
    return deleted > 0 ? `deleted ${deleted} contact message(s) older than ${retentionDays} days` : undefined;
  },
};
