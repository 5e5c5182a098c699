import { randomUUID } from "node:crypto";

import pg from "pg";

import type { DatabaseHandle } from "~/db/client.server";
import { onContentChange, type ContentChange } from "~/models/content-events.server";

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
  const listener = new ChangeListener(pool, {
    onNotice(notice) {
      if (notice.from !== instanceId) {
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
    reconnectDelayMs: options.reconnectDelayMs ?? 250,
    log,
  });
  const ready = listener.start();
  return {
    ready,
    async stop() {
      unsubscribe();
      await listener.stop();
      store.pause();
    },
  };
}

interface ChangeListenerEvents {
  onNotice(notice: Notice): void;
  onListening(): void;
  onLost(): void;
  reconnectDelayMs: number;
  log(message: string): void;
}

/** LISTEN on a connection of its own (a pool would recycle it), reconnecting when it drops. */
class ChangeListener {
  #client: pg.Client | undefined;
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;
  /** Failed attempts since the last connection. */
  #attempt = 0;
  #firstConnection: { resolve: () => void; promise: Promise<void> };

  constructor(
    private readonly pool: pg.Pool,
    private readonly events: ChangeListenerEvents,
  ) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    this.#firstConnection = { resolve, promise };
  }

  start(): Promise<void> {
    void this.#connect();
    return this.#firstConnection.promise;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#firstConnection.resolve();
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ ...this.pool.options, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = undefined;
      client.end().catch(() => {});
      this.events.onLost();
      if (this.#stopped) return;
      this.events.log(`page cache: lost the change listener (${error?.message ?? "connection ended"}); reconnecting`);
      this.#scheduleReconnect();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel !== contentChannel || !message.payload) return;
      try {
        this.events.onNotice(JSON.parse(message.payload) as Notice);
      } catch {
        // Not one of ours: nothing to do.
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${contentChannel}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#attempt = 0;
    this.events.onListening();
    this.#firstConnection.resolve();
  }

  #scheduleReconnect(): void {
    clearTimeout(this.#timer);
    const delay = reconnectDelayMs(this.#attempt++, { initialMs: this.events.reconnectDelayMs });
    this.#timer = setTimeout(() => void this.#connect(), delay);
  }
}
