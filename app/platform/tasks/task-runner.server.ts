import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";

import type { DatabaseHandle } from "~/platform/db/client.server";
import { taskRuns } from "~/platform/db/schema";
import { errorSummary } from "~/platform/http/describe-error.server";
import { log as logLine } from "~/platform/log/log.server";

/*
 * The one timer for the app's background tasks (the list is app/scheduled-tasks.server.ts).
 * Each task says how often it must run; the runner looks every minute for tasks that are
 * due. On PostgreSQL several instances run the same runner: a task is done under an advisory
 * lock of its own, and the time of its last run is in task_runs, so one instance does it
 * once per period and the others skip it.
 *
 * "Task", not "job": jobs are the agency's job postings. The log lines still begin with
 * "job <name>", the words operators' log searches (and the tests) already look for.
 */

export interface Task {
  /** Plain and stable: it names the task's row in task_runs and its lock. */
  name: string;
  /** How often the task runs, whichever instance runs it. */
  intervalMs: number;
  /**
   * For a task at a time of day rather than an interval: whether it is due, given its last run
   * on any instance (undefined: never). When given, it decides instead of `intervalMs`.
   */
  isDue?(lastRunAt: Date | undefined, now: Date): boolean;
  /** Does the work; what it returns (if anything) is logged. */
  run(handle: DatabaseHandle, now: Date): Promise<string | void>;
}

export interface TaskRunnerOptions {
  handle: DatabaseHandle;
  tasks: readonly Task[];
  /** How often due tasks are looked for. */
  tickMs?: number;
  /** The first look, a little after start-up. */
  firstTickMs?: number;
  now?: () => Date;
  /** Where its lines go: a task's summary as "info", a failure as "error". */
  log?: TaskLog;
}

export interface TaskRunner {
  /** Runs every task that is due now (what the timer calls; tests call it directly). */
  runDueTasks(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** The advisory lock key of a task: 64 bits of a hash of its name. */
function taskLockKey(name: string): bigint {
  return createHash("sha256").update(`task:${name}`).digest().readBigInt64BE(0);
}

type Outcome = "ran" | "not-due" | "locked";

type TaskLog = (message: string, level?: "info" | "error") => void;

/** Runs `task` if it is due; the caller holds whatever guarantees one runner at a time. */
async function runIfDue(handle: DatabaseHandle, task: Task, now: Date, log: TaskLog): Promise<Outcome> {
  const [last] = await handle.db.select().from(taskRuns).where(eq(taskRuns.name, task.name));
  const due = task.isDue
    ? task.isDue(last?.lastRunAt, now)
    : !last || now.getTime() - last.lastRunAt.getTime() >= task.intervalMs;
  if (!due) return "not-due";
  let lastError: string | null = null;
  try {
    const summary = await task.run(handle, now);
    if (summary) log(`job ${task.name}: ${summary}`);
  } catch (error) {
    // One line, and for a database error its code and statement only (never the values).
    lastError = errorSummary(error);
    log(`job ${task.name} failed: ${lastError}`, "error");
  }
  // A failed run waits for its next period too, rather than retrying every minute.
  await handle.db
    .insert(taskRuns)
    .values({ name: task.name, lastRunAt: now, lastError })
    .onConflictDoUpdate({ target: taskRuns.name, set: { lastRunAt: now, lastError } });
  return "ran";
}

/** On PostgreSQL, under the task's advisory lock (held by one pooled connection); PGlite has one process. */
export async function runTaskIfDue(handle: DatabaseHandle, task: Task, now: Date, log: TaskLog): Promise<Outcome> {
  if (handle.engine !== "postgres" || !handle.pool) return runIfDue(handle, task, now, log);
  const client = await handle.pool.connect();
  try {
    const key = taskLockKey(task.name).toString();
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [
      key,
    ]);
    if (!rows[0]?.locked) return "locked";
    try {
      return await runIfDue(handle, task, now, log);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1::bigint)", [key]);
    }
  } finally {
    client.release();
  }
}

export function startTaskRunner(options: TaskRunnerOptions): TaskRunner {
  const {
    handle,
    tasks,
    tickMs = 60_000,
    firstTickMs = 10_000,
    now = () => new Date(),
    log = (message, level = "info") => logLine[level](message),
  } = options;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runDueTasks(): Promise<void> {
    for (const task of tasks) {
      if (stopped) return;
      try {
        await runTaskIfDue(handle, task, now(), log);
      } catch (error) {
        // The database may be away for a moment: the next tick tries again.
        log(`job ${task.name}: could not check or run it: ${errorSummary(error)}`, "error");
      }
    }
  }

  function tick(): void {
    if (running || stopped) return;
    running = runDueTasks().finally(() => (running = undefined));
  }

  const first = setTimeout(tick, firstTickMs);
  const timer = setInterval(tick, tickMs);
  first.unref();
  timer.unref();
  return {
    runDueTasks: () => {
      if (!running) running = runDueTasks().finally(() => (running = undefined));
      return running;
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
