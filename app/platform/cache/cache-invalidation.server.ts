import { randomUUID } from "node:crypto";

import { onContentChange, type ContentChange } from "~/platform/cache/content-events.server";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { listenForNotifications } from "~/platform/db/notification-listener.server";

import type { PageStore } from "./page-store.server";
import { reconnectDelayMs } from "./stale-if-error";

/*
 * Every content write clears the whole page cache. Clearing only the pages a write touches
 * would need a map from content to pages (the home page, /news pages 1..n, the article and
 * its old slugs, /sitemap, the feeds, /faqs, ...) that must follow every change of the page
 * components to stay right; a missed page would show stale content for minutes. Writes are
 * rare (staff editing), and a cleared cache costs one render per page, so clearing all is
 * the simple rule that cannot miss anything.
 *
 * With PostgreSQL several instances may serve the site: each write is announced on a
 * NOTIFY channel, and every instance LISTENs on a dedicated connection and clears its own
 * cache. While that connection is down (before it first connects, or after it drops) a
 * notification could be missed, so the cache is paused: pages are rendered, not stored, and
 * what it held is kept only as the last good copies for a database outage (stale-if-error.ts).
 * The connection is retried within 2 s at most, so that caching resumes soon after an outage.
 */

export const contentChannel = "page_cache_content_changed";

interface Notice {
  /** The instance that made the write (it has cleared its own cache already). */
  from: string;
  entity: ContentChange["entity"];
}

export interface CacheInvalidationOptions {
  handle: DatabaseHandle;
  store: PageStore;
  /** Where this instance hears about its own writes; the models' content events by default. */
  subscribe?: (listener: (change: ContentChange) => void) => () => void;
  /** Called when another instance announces a write (after this cache is cleared). */
  onRemoteChange?: () => void;
  /** First delay before reconnecting the listener; doubles up to 2 s. */
  reconnectDelayMs?: number;
  log?: (message: string) => void;
}

export interface CacheInvalidation {
  /** Resolves once the listener is connected (at once on PGlite). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

function noticeFrom(payload: string): Notice | undefined {
  try {
    return JSON.parse(payload) as Notice;
  } catch {
    // Not one of ours: nothing to do.
    return undefined;
  }
}

export function startCacheInvalidation(options: CacheInvalidationOptions): CacheInvalidation {
  const { handle, store, subscribe = onContentChange, log = (message) => console.error(message) } = options;
  const instanceId = randomUUID();
  const pool = handle.engine === "postgres" ? handle.pool : undefined;

  const unsubscribe = subscribe((change) => {
    store.clear();
    if (!pool) return;
    const notice: Notice = { from: instanceId, entity: change.entity };
    pool.query("SELECT pg_notify($1, $2)", [contentChannel, JSON.stringify(notice)]).catch((error: Error) => {
      // The write itself succeeded; other instances fall back on the cache's maximum age.
      log(`page cache: could not notify other instances: ${error.message}`);
    });
  });

  if (!pool) {
    return {
      ready: Promise.resolve(),
      stop: async () => unsubscribe(),
    };
  }

  store.pause();
  const listener = listenForNotifications(pool, {
    channel: contentChannel,
    label: "page cache",
    onNotification(payload) {
      const notice = noticeFrom(payload);
      if (notice && notice.from !== instanceId) {
        store.clear();
        options.onRemoteChange?.();
      }
    },
    onListening() {
      store.resume();
    },
    onLost() {
      store.pause();
    },
    retryDelayMs: (attempt) => reconnectDelayMs(attempt, { initialMs: options.reconnectDelayMs ?? 250 }),
    log,
  });
  return {
    ready: listener.ready,
    async stop() {
      unsubscribe();
      await listener.stop();
      store.pause();
    },
  };
}
