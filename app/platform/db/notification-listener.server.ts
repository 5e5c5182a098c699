import pg from "pg";

/*
 * LISTEN on one PostgreSQL channel, on a connection of its own (a pool would recycle it),
 * reconnecting when it drops. While it is down a notification can be missed, so the owner
 * hears `onLost` and `onListening` and decides what to distrust meanwhile.
 *
 * Used by the page cache's invalidation (app/cache) and the settings' (app/settings).
 */

export interface NotificationListenerOptions {
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

export interface NotificationListener {
  /** Resolves once the first LISTEN is in place (or the listener is stopped). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function listenForNotifications(pool: pg.Pool, options: NotificationListenerOptions): NotificationListener {
  const { channel, label = channel, log = (message) => console.error(message) } = options;
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
