import { and, eq, isNull } from "drizzle-orm";

import {
  checkTimeColumn,
  startTimedContentWatch,
  type TimedCheck,
  type TimedContentWatch,
  type TimedContentWatchOptions,
} from "~/platform/cache/timed-content-watch.server";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";

/*
 * A scheduled post goes live by itself: the public queries compare its publish date with
 * the database's clock, so nothing is written at that time and no job has to run it. What
 * must happen then is that every instance stops serving pages rendered before that time
 * (the page cache holds /news, the sitemap and the feed until a write clears them).
 *
 * The watch itself is the timed content watch (app/platform/cache/timed-content-watch.server.ts);
 * this file is its check for posts.
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
  const { changed, nextInMs, checkedAt } = await checkTimeColumn(
    db,
    blogPosts,
    blogPosts.publishedAt,
    published,
    since,
  );
  return { wentLive: changed, nextInMs, checkedAt };
}

export interface ScheduledPublicationOptions extends Omit<
  TimedContentWatchOptions,
  "checks" | "entities" | "onChange" | "onNextChange"
> {
  db: Database;
  /** Called when a scheduled post has gone live: clear the page cache. */
  onPublished: () => void;
  /** When the next scheduled post goes live (ms since the epoch), or null (PageStore.clearAt). */
  onNextPublication?: (at: number | null) => void;
}

/** The scheduled posts as a check of the timed content watch. */
export function scheduledPostsCheck(db: Database): TimedCheck {
  return async (since) => {
    const { wentLive, nextInMs, checkedAt } = await checkScheduledPublications(db, since);
    return { changed: wentLive, nextInMs, checkedAt };
  };
}

export type ScheduledPublicationWatch = TimedContentWatch;

/** The watch of scheduled posts alone (server/app.ts runs one watch for every kind of timed content). */
export function startScheduledPublicationWatch(options: ScheduledPublicationOptions): TimedContentWatch {
  const { db, onPublished, onNextPublication, ...rest } = options;
  return startTimedContentWatch({
    ...rest,
    checks: [scheduledPostsCheck(db)],
    entities: ["post"],
    onChange: onPublished,
    onNextChange: onNextPublication,
  });
}
