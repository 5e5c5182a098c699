import { onContentChange, type ContentChange } from "~/platform/cache/content-events.server";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { subscribeAcrossInstances } from "~/platform/db/notification-listener.server";

import type { PageStore } from "./page-store.server";

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
 * The connection is retried within 2 s at most, so that caching resumes soon after an outage
 * (subscribeAcrossInstances in app/platform/db/notification-listener.server.ts).
 */

export const contentChannel = "page_cache_content_changed";

/** Sent with the writing instance's id: it has cleared its own cache already. */
interface Notice extends Record<string, unknown> {
  entity: ContentChange["entity"];
}

export interface CacheInvalidationOptions {
  handle: DatabaseHandle;
  store: PageStore;
  /** Where this instance hears about its own writes; the models' content events by default. */
  subscribe?: (listener: (change: ContentChange) => void) => () => void;
  /**
   * Called when another instance announces a write (after this cache is cleared), and when the
   * listener connects or reconnects: a notice sent while it was away is lost, so whatever
   * re-reads state on a notice (the timed content watch's next time) must re-read it then too.
   */
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

export function startCacheInvalidation(options: CacheInvalidationOptions): CacheInvalidation {
  const { handle, store, subscribe = onContentChange } = options;
  // On PostgreSQL the store is paused until the listener is in place, and whenever it is down.
  const otherInstances = subscribeAcrossInstances<Notice>({
    handle,
    channel: contentChannel,
    label: "page cache",
    onNotice() {
      store.clear();
      options.onRemoteChange?.();
    },
    onPaused: () => store.pause(),
    onResumed: () => {
      store.resume();
      options.onRemoteChange?.();
    },
    reconnectDelayMs: options.reconnectDelayMs,
    log: options.log,
  });
  const unsubscribe = subscribe((change) => {
    store.clear();
    otherInstances.publish({ entity: change.entity });
  });
  return {
    ready: otherInstances.ready,
    async stop() {
      unsubscribe();
      await otherInstances.stop();
      // Nothing clears it any more: it must not store pages from now on.
      store.pause();
    },
  };
}
