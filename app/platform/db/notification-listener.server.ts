import { randomUUID } from "node:crypto";

import pg from "pg";

import { errorSummary } from "~/platform/http/describe-error.server";
import { log as logLine } from "~/platform/log/log.server";

import type { DatabaseHandle } from "./client.server";

/*
 * LISTEN on one PostgreSQL channel, on a connection of its own (a pool would recycle it),
 * reconnecting when it drops. While it is down a notification can be missed, so the owner
 * hears `onLost` and `onListening` and decides what to distrust meanwhile.
 *
 * subscribeAcrossInstances (below) is what the app uses: the page cache's invalidation
 * (app/platform/cache/cache-invalidation.server.ts) and the settings' sync
 * (app/features/settings/settings-sync.server.ts).
 */

/**
 * The delay before reconnection attempt `attempt` (0 after a drop): doubling from
 * `initialMs`, but never over `maxMs` (2 s), so that what pauses while the listener is down
 * (the page cache, the settings cache) is back within a second or two of the database
 * rather than after a 30 s back-off.
 */
export function reconnectDelayMs(attempt: number, { initialMs = 250, maxMs = 2000 } = {}): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt));
}

interface NotificationListenerOptions {
  channel: string;
  /** Names the listener in log lines ("page cache"); the channel by default. */
  label?: string;
  onNotification(payload: string): void;
  /** Called on every (re)connection, once LISTEN is in place. */
  onListening?(): void;
  /** Called when the connection drops; a reconnection follows unless stopped. */
  onLost?(): void;
  /** The wait before reconnection attempt `attempt` (0 after a drop, 1 after a failed retry, ...). */
  retryDelayMs(attempt: number): number;
  log?: (message: string) => void;
}

interface NotificationListener {
  /** Resolves once the first LISTEN is in place (or the listener is stopped). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function listenForNotifications(pool: pg.Pool, options: NotificationListenerOptions): NotificationListener {
  const { channel, label = channel, log = (message) => logLine.error(message) } = options;
  // The channel is an identifier in the LISTEN statement: only our own plain names.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  /** Failed attempts since the last connection. */
  let attempt = 0;
  let stopped = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  function scheduleReconnect(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), options.retryDelayMs(attempt++));
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      options.onLost?.();
      if (stopped) return;
      log(`${label}: lost the listener connection (${error?.message ?? "connection ended"}); reconnecting`);
      scheduleReconnect();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    attempt = 0;
    options.onListening?.();
    resolveReady();
  }

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      resolveReady();
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

export interface InstanceSubscriptionOptions<Notice extends Record<string, unknown>> {
  handle: DatabaseHandle;
  channel: string;
  /** Names the subscription in log lines ("page cache"). */
  label: string;
  /** A notice another instance published (never this instance's own). */
  onNotice(notice: Partial<Notice>): void;
  /**
   * From now on a notice may be missed: before the first LISTEN is in place and after the
   * connection drops (and while stopping). Only on PostgreSQL.
   */
  onPaused(): void;
  /** LISTEN is in place again: what was kept while paused may have missed a notice. */
  onResumed(): void;
  /** First delay before reconnecting; doubles up to 2 s (reconnectDelayMs). */
  reconnectDelayMs?: number;
  log?: (message: string) => void;
}

export interface InstanceSubscription<Notice extends Record<string, unknown>> {
  /** Resolves once LISTEN is in place (at once without PostgreSQL). */
  readonly ready: Promise<void>;
  /** Tells the other instances; nothing without PostgreSQL, where this process is the only one. */
  publish(notice: Notice): void;
  /** Stops listening; the owner then puts what it paused in the state it wants. */
  stop(): Promise<void>;
}

/**
 * The other app instances on one PostgreSQL: what one publishes, each of the others hears,
 * and every instance is told when it may be missing notices (paused) and when it hears them
 * again (resumed). A notice is JSON, `{ from: <instance id>, ...notice }`, so an instance
 * skips its own. On PGlite there is one process: nothing is sent, nothing pauses.
 */
export function subscribeAcrossInstances<Notice extends Record<string, unknown>>(
  options: InstanceSubscriptionOptions<Notice>,
): InstanceSubscription<Notice> {
  const { handle, channel, label, log = (message) => logLine.error(message) } = options;
  const pool = handle.engine === "postgres" ? handle.pool : undefined;
  if (!pool) return { ready: Promise.resolve(), publish: () => {}, stop: async () => {} };

  const instanceId = randomUUID();
  options.onPaused();
  const listener = listenForNotifications(pool, {
    channel,
    label,
    onNotification(payload) {
      const { from, ...notice } = parseNotice(payload);
      if (from !== instanceId) options.onNotice(notice as Partial<Notice>);
    },
    onListening: () => options.onResumed(),
    onLost: () => options.onPaused(),
    retryDelayMs: (attempt) => reconnectDelayMs(attempt, { initialMs: options.reconnectDelayMs ?? 250 }),
    log,
  });
  return {
    ready: listener.ready,
    publish(notice) {
      pool
        .query("SELECT pg_notify($1, $2)", [channel, JSON.stringify({ ...notice, from: instanceId })])
        .catch((error: unknown) => {
          // The change itself is made; the other instances catch up when what they keep expires.
          log(`${label}: could not notify the other instances: ${errorSummary(error)}`);
        });
    },
    stop: () => listener.stop(),
  };
}

/**
 * A payload that is not such JSON (an older version sent its bare instance id) counts as
 * another instance's notice: acting on a change there was not costs a re-read, missing one
 * shows stale pages.
 */
function parseNotice(payload: string): { from?: unknown } & Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(payload);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Not JSON: see above.
  }
  return {};
}
