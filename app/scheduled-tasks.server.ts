import { trashPurgeJob } from "~/features/content-lists/trash-purge-task.server";
import { inboxRetentionJob } from "~/features/inbox/retention-task.server";
import { embeddedVacuumJob } from "~/platform/db/embedded-vacuum-task.server";
import type { Job } from "~/platform/tasks/task-runner.server";

/** Every job the runner runs (a feature with a timer adds its job here). */
export const backgroundJobs: readonly Job[] = [inboxRetentionJob, trashPurgeJob, embeddedVacuumJob];
