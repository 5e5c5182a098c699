import { and, gt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import { onContentChange, type ContentChange } from "~/platform/cache/content-events.server";
import type { Database } from "~/platform/db/client.server";
import { errorSummary } from "~/platform/http/describe-error.server";
import { log as logLine } from "~/platform/log/log.server";

/*
 * Content that changes by the clock with nothing written: a scheduled post goes live, a job
 * expires on its 'Closes On' date. The public queries compare those times with the
 * database's clock, so the pages are right when rendered; what must happen then is that
 * every instance stops serving pages rendered before that time.
 *
 * The rule: each instance checks the database at the next such time (and at least every
 * `pollMs`, so it also learns of times set on other instances), and calls `onChange` (clear
 * the page cache) whenever something changed since its previous check. Every instance runs
 * it for itself: it is not a job for one instance only. Each kind of timed content gives a
 * check (a feature's query); one watch runs them all, so that the cache's own clearAt holds
 * the earliest of their next times.
 */

interface TimedCheckResult {
  /** Whether something changed after `since` and up to now (database time). */
  changed: boolean;
  /** Milliseconds from now to the next change, or null when none is due. */
  nextInMs: number | null;
  /** The database's time of this check: the next check's `since`. */
  checkedAt: Date;
}

/**
 * The one query of a check whose content changes at the times of `column` (a post's publish
 * date, a job's expiry), among the rows `listed` keeps: whether such a time passed after
 * `since` and up to now, and when the next one comes. The delay is computed by the database,
 * so a difference between its clock and this machine's is harmless.
 */
export async function checkTimeColumn(
  db: Database,
  table: PgTable,
  column: PgColumn,
  listed: SQL,
  since: Date | null,
): Promise<TimedCheckResult> {
  const [row] = await db
    .select({
      // The column's own decoding: a timestamp as the driver gives it becomes a Date.
      checkedAt: sql<Date>`now()`.mapWith((value): Date => column.mapFromDriverValue(value) as Date),
      nextInMs: sql<
        number | null
      >`extract(epoch from min(${column}) filter (where ${column} > now()) - now()) * 1000`.mapWith(Number),
      changed: since
        ? sql<boolean>`coalesce(bool_or(${column} > ${since.toISOString()}::timestamptz and ${column} <= now()), false)`
        : sql<boolean>`false`,
    })
    .from(table)
    // Only the rows from the earlier of `since` and now (an index on `column` serves it).
    .where(since ? and(listed, gt(column, sql`least(${since.toISOString()}::timestamptz, now())`)) : listed);
  return {
    changed: Boolean(row?.changed),
    nextInMs: row?.nextInMs === null || row?.nextInMs === undefined ? null : Math.max(0, row.nextInMs),
    checkedAt: row!.checkedAt,
  };
}

/** One kind of timed content: what changed since `since`, and when it next changes. */
export type TimedCheck = (since: Date | null) => Promise<TimedCheckResult>;

export interface TimedContentWatchOptions {
  checks: readonly TimedCheck[];
  /** The content kinds whose writes may set a new time: such a write re-arms the timer at once. */
  entities: readonly string[];
  /** Called when something changed by the clock: clear the page cache. */
  onChange: () => void;
  /**
   * Called after each check with when the next change is due (ms since the epoch), or null:
   * the page cache clears itself at that time even if this watch's timer fires late
   * (PageStore.clearAt).
   */
  onNextChange?: (at: number | null) => void;
  /** The longest time between two checks (times set on another instance). */
  pollMs?: number;
  /** A check runs this long after a due time, so that the change has surely happened by then. */
  graceMs?: number;
  /** Where this instance hears about its own writes. */
  subscribe?: (listener: (change: ContentChange) => void) => () => void;
  log?: (message: string) => void;
}

export interface TimedContentWatch {
  /** Resolves after the first check. */
  readonly ready: Promise<void>;
  /** Checks now (e.g. when another instance announces a change), then re-arms the timer. */
  refresh(): Promise<void>;
  stop(): void;
}

/** setTimeout's largest delay (about 24.8 days); longer ones fire at once. */
const maxTimerMs = 2 ** 31 - 1;

export function startTimedContentWatch(options: TimedContentWatchOptions): TimedContentWatch {
  const {
    checks,
    entities,
    onChange,
    onNextChange,
    pollMs = 30_000,
    graceMs = 50,
    subscribe = onContentChange,
    log = (message) => logLine.error(message),
  } = options;
  // Each check's own `since`: a failed check keeps its own, so what changed meanwhile is found later.
  const since: (Date | null)[] = checks.map(() => null);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const arm = (delay: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void refresh(), Math.min(delay, maxTimerMs));
    timer.unref();
  };

  async function checkAll() {
    let changed = false;
    let next: number | null = null;
    let failed = false;
    await Promise.all(
      checks.map(async (check, index) => {
        try {
          const result = await check(since[index] ?? null);
          since[index] = result.checkedAt;
          changed ||= result.changed;
          if (result.nextInMs !== null) next = Math.min(next ?? Infinity, result.nextInMs);
        } catch (error) {
          // The database may be briefly away: try again at the next poll.
          failed = true;
          log(`timed content: could not check the next change: ${errorSummary(error)}`);
        }
      }),
    );
    if (changed && !stopped) onChange();
    if (!stopped && !failed) onNextChange?.(next === null ? null : Date.now() + next);
    arm(next === null || failed ? pollMs : Math.min(pollMs, next + graceMs));
  }

  /** One check at a time; a request during a check runs one more check after it. */
  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await checkAll();
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  }

  const unsubscribe = subscribe((change) => {
    if (entities.includes(change.entity)) void refresh();
  });
  const ready = refresh();
  return {
    ready,
    refresh,
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
