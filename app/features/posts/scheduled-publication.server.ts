import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { onContentChange, type ContentChange } from "~/platform/cache/content-events.server";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";
import { errorSummary } from "~/platform/http/describe-error.server";
import { log as logLine } from "~/platform/log/log.server";

/*
 * A scheduled post goes live by itself: the public queries compare its publish date with
 * the database's clock, so nothing is written at that time and no job has to run it. What
 * must happen then is that every instance stops serving pages rendered before that time
 * (the page cache holds /news, the sitemap and the feed until a write clears them).
 *
 * The rule: each instance checks the database at the next scheduled time (and at least
 * every `pollMs`, so it also learns of schedules made on other instances), and calls
 * `onPublished` (clear the page cache) whenever a post has gone live since its previous
 * check. Every instance runs it for itself: it is not a job for one instance only.
 */

export interface PublicationCheck {
  /** Whether a post went live after `since` and up to now (database time). */
  wentLive: boolean;
  /** Milliseconds from now to the next scheduled post, or null when none is scheduled. */
  nextInMs: number | null;
  /** The database's time of this check: the next check's `since`. */
  checkedAt: Date;
}

/**
 * One query: what went live since `since` and when the next post goes live. The delay is
 * computed by the database, so a difference between its clock and this machine's is harmless.
 */
export async function checkScheduledPublications(db: Database, since: Date | null): Promise<PublicationCheck> {
  const published = and(eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt))!;
  const [row] = await db
    .select({
      checkedAt: sql<Date>`now()`.mapWith(blogPosts.publishedAt),
      nextInMs: sql<
        number | null
      >`extract(epoch from min(${blogPosts.publishedAt}) filter (where ${blogPosts.publishedAt} > now()) - now()) * 1000`.mapWith(
        Number,
      ),
      wentLive: since
        ? sql<boolean>`coalesce(bool_or(${blogPosts.publishedAt} > ${since.toISOString()}::timestamptz and ${blogPosts.publishedAt} <= now()), false)`
        : sql<boolean>`false`,
    })
    .from(blogPosts)
    .where(
      since
        ? and(published, gt(blogPosts.publishedAt, sql`least(${since.toISOString()}::timestamptz, now())`))
        : published,
    );
  return {
    wentLive: Boolean(row?.wentLive),
    nextInMs: row?.nextInMs === null || row?.nextInMs === undefined ? null : Math.max(0, row.nextInMs),
    checkedAt: row!.checkedAt,
  };
}

export interface ScheduledPublicationOptions {
  db: Database;
  /** Called when a scheduled post has gone live: clear the page cache. */
  onPublished: () => void;
  /**
   * Called after each check with when the next scheduled post goes live (ms since the epoch),
   * or null when none is scheduled: the page cache clears itself at that time even if this
   * watch's timer fires late (PageStore.clearAt).
   */
  onNextPublication?: (at: number | null) => void;
  /** The longest time between two checks (schedules made on another instance). */
  pollMs?: number;
  /** A check runs this long after a scheduled time, so that the post is surely live by then. */
  graceMs?: number;
  /** Where this instance hears about its own writes (a new schedule re-arms the timer at once). */
  subscribe?: (listener: (change: ContentChange) => void) => () => void;
  log?: (message: string) => void;
}

export interface ScheduledPublicationWatch {
  /** Resolves after the first check. */
  readonly ready: Promise<void>;
  /** Checks now (e.g. when another instance announces a change), then re-arms the timer. */
  refresh(): Promise<void>;
  stop(): void;
}

/** setTimeout's largest delay (about 24.8 days); longer ones fire at once. */
const maxTimerMs = 2 ** 31 - 1;

export function startScheduledPublicationWatch(options: ScheduledPublicationOptions): ScheduledPublicationWatch {
  const {
    db,
    onPublished,
    onNextPublication,
    pollMs = 30_000,
    graceMs = 50,
    subscribe = onContentChange,
    log = (message) => logLine.error(message),
  } = options;
  let since: Date | null = null;
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

  async function check() {
    try {
      const result = await checkScheduledPublications(db, since);
      since = result.checkedAt;
      if (result.wentLive && !stopped) onPublished();
      if (!stopped) onNextPublication?.(result.nextInMs === null ? null : Date.now() + result.nextInMs);
      arm(result.nextInMs === null ? pollMs : Math.min(pollMs, result.nextInMs + graceMs));
    } catch (error) {
      // The database may be briefly away: try again at the next poll; `since` is kept, so
      // what went live meanwhile is still found then.
      log(`scheduled posts: could not check the next publish time: ${errorSummary(error)}`);
      arm(pollMs);
    }
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
        await check();
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  }

  const unsubscribe = subscribe((change) => {
    if (change.entity === "post") void refresh();
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
