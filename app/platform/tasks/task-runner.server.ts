import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";

import type { DatabaseHandle } from "~/platform/db/client.server";
import { jobRuns } from "~/platform/db/schema";
import { errorSummary } from "~/platform/http/describe-error.server";

/*
 * The one timer for the app's background jobs (inbox retention; later the activity-log
 * prune, scheduled publishing, the trash). Each job says how often it must run; the runner
 * looks every minute for jobs that are due. On PostgreSQL several instances run the same
 * runner: a job is done under an advisory lock of its own, and the time of its last run is
 * in job_runs, so one instance does it once per period and the others skip it.
 */

export interface Job {
  /** Plain and stable: it names the job's row in job_runs and its lock. */
  name: string;
  /** How often the job runs, whichever instance runs it. */
  intervalMs: number;
  /** Does the work; what it returns (if anything) is logged. */
  run(handle: DatabaseHandle, now: Date): Promise<string | void>;
}

export interface JobRunnerOptions {
  handle: DatabaseHandle;
  jobs: readonly Job[];
  /** How often due jobs are looked for. */
  tickMs?: number;
  /** The first look, a little after start-up. */
  firstTickMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface JobRunner {
  /** Runs every job that is due now (what the timer calls; tests call it directly). */
  runDueJobs(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** The advisory lock key of a job: 64 bits of a hash of its name. */
export function jobLockKey(name: string): bigint {
  return createHash("sha256").update(`job:${name}`).digest().readBigInt64BE(0);
}

type Outcome = "ran" | "not-due" | "locked";

/** Runs `job` if it is due; the caller holds whatever guarantees one runner at a time. */
async function runIfDue(handle: DatabaseHandle, job: Job, now: Date, log: (message: string) => void): Promise<Outcome> {
  const [last] = await handle.db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
  if (last && now.getTime() - last.lastRunAt.getTime() < job.intervalMs) return "not-due";
  let lastError: string | null = null;
  try {
    const summary = await job.run(handle, now);
    if (summary) log(`job ${job.name}: ${summary}`);
  } catch (error) {
    // One line, and for a database error its code and statement only (never the values).
    lastError = errorSummary(error);
    log(`job ${job.name} failed: ${lastError}`);
  }
  // A failed run waits for its next period too, rather than retrying every minute.
  await handle.db
    .insert(jobRuns)
    .values({ name: job.name, lastRunAt: now, lastError })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now, lastError } });
  return "ran";
}

/** On PostgreSQL, under the job's advisory lock (held by one pooled connection); PGlite has one process. */
export async function runJobIfDue(
  handle: DatabaseHandle,
  job: Job,
  now: Date,
  log: (message: string) => void,
): Promise<Outcome> {
  if (handle.engine !== "postgres" || !handle.pool) return runIfDue(handle, job, now, log);
  const client = await handle.pool.connect();
  try {
    const key = jobLockKey(job.name).toString();
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [
      key,
    ]);
    if (!rows[0]?.locked) return "locked";
    try {
      return await runIfDue(handle, job, now, log);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1::bigint)", [key]);
    }
  } finally {
    client.release();
  }
}

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const {
    handle,
    jobs,
    tickMs = 60_000,
    firstTickMs = 10_000,
    now = () => new Date(),
    log = (message) => console.log(message),
  } = options;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runDueJobs(): Promise<void> {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await runJobIfDue(handle, job, now(), log);
      } catch (error) {
        // The database may be away for a moment: the next tick tries again.
        log(`job ${job.name}: could not check or run it: ${errorSummary(error)}`);
      }
    }
  }

  function tick(): void {
    if (running || stopped) return;
    running = runDueJobs().finally(() => (running = undefined));
  }

  const first = setTimeout(tick, firstTickMs);
  const timer = setInterval(tick, tickMs);
  first.unref();
  timer.unref();
  return {
    runDueJobs: () => {
      if (!running) running = runDueJobs().finally(() => (running = undefined));
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
