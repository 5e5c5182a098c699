import { applicationRetentionTask, resumeTextTask } from "~/features/applications/application-tasks.server";
import { dailyBackupTask } from "~/features/backup/daily-backup-task.server";
import { trashPurgeTask } from "~/features/content-lists/trash-purge-task.server";
import { inboxRetentionTask } from "~/features/inbox/retention-task.server";
import { embeddedVacuumTask } from "~/platform/db/embedded-vacuum-task.server";
import type { Task } from "~/platform/tasks/task-runner.server";

/** Every task the runner runs (a feature with a timer adds its task here). */
export const scheduledTasks: readonly Task[] = [
  inboxRetentionTask,
  applicationRetentionTask,
  resumeTextTask,
  trashPurgeTask,
  embeddedVacuumTask,
  dailyBackupTask,
];
