import { settingsCache } from "~/features/settings/settings.server";
import { DAY_MS, HOUR_MS } from "~/platform/format/time-units";
import type { Task } from "~/platform/tasks/task-runner.server";

import { purgeApplicationsRetainedBefore } from "./application-changes.server";
import { extractLeftoverResumeTexts } from "./resume-text.server";

/**
 * 'Keep applications for (days)': an application whose last change (receipt or stage change)
 * is older goes with its resume, unless 'Keep this application' is ticked. Hourly; the task
 * runner makes one instance do it (an advisory lock on PostgreSQL).
 */
export const applicationRetentionTask: Task = {
  name: "application-retention",
  intervalMs: HOUR_MS,
  async run(handle, now) {
    const { applicationRetentionDays: days } = await settingsCache.get(handle);
    const deleted = await purgeApplicationsRetainedBefore(handle.db, new Date(now.getTime() - days * DAY_MS), days);
    return deleted > 0 ? `deleted ${deleted} application(s) older than ${days} days` : undefined;
  },
};

/** Resumes whose text a restart left unread. */
export const resumeTextTask: Task = {
  name: "resume-text",
  intervalMs: 10 * 60 * 1000,
  async run(handle, now) {
    const done = await extractLeftoverResumeTexts(handle.db, now);
    return done > 0 ? `read the text of ${done} resume(s) left over` : undefined;
  },
};
