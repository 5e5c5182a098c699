import { eq } from "drizzle-orm";

import { getConfig } from "~/platform/config/env.server";
import { getDb } from "~/platform/db/client.server";
import { taskRuns } from "~/platform/db/schema";
import { agencyLocalToDate, dateToAgencyLocal } from "~/platform/format/agency-time";
import type { Task } from "~/platform/tasks/task-runner.server";

import { automaticBackupsOf, takeDailyBackup, type AutomaticBackups } from "./automatic-backups.server";

const HOUR_MS = 60 * 60 * 1000;
const DAILY_BACKUP_TASK = "daily-backup";

/** The latest 3:00 AM on the agency's clock at or before `now`. */
export function latestDailyBackupTime(now: Date): Date {
  const today = agencyLocalToDate(`${dateToAgencyLocal(now).slice(0, 10)}T03:00`)!;
  if (today.getTime() <= now.getTime()) return today;
  const yesterday = dateToAgencyLocal(new Date(today.getTime() - 12 * HOUR_MS)).slice(0, 10);
  return agencyLocalToDate(`${yesterday}T03:00`)!;
}

/**
 * The daily backup: due once 3 AM agency time has passed since its last run on any instance
 * (the task runner's lock and task_runs: one instance takes it when several share PostgreSQL);
 * a server that was down at 3 AM takes it at its first look after. Its failure is logged by
 * the runner and kept in task_runs, where the dashboard shows it (dailyBackupFailure).
 */
export function dailyBackupTaskFor(backups: () => AutomaticBackups | null): Task {
  return {
    name: DAILY_BACKUP_TASK,
    intervalMs: 24 * HOUR_MS,
    isDue: (lastRunAt, now) =>
      backups() !== null && (!lastRunAt || lastRunAt.getTime() < latestDailyBackupTime(now).getTime()),
    run: (handle, now) => takeDailyBackup(handle, backups()!, now),
  };
}

export const dailyBackupTask = dailyBackupTaskFor(() => automaticBackupsOf(getConfig()));

export interface BackupFailure {
  at: Date;
  reason: string;
}

/** The last daily backup's failure, while it is the last run; null once one succeeds. */
export async function dailyBackupFailure(): Promise<BackupFailure | null> {
  const [run] = await getDb().select().from(taskRuns).where(eq(taskRuns.name, DAILY_BACKUP_TASK));
  return run?.lastError ? { at: run.lastRunAt, reason: run.lastError } : null;
}
