import { randomUUID } from "node:crypto";

import { reconnectDelayMs } from "~/platform/cache/stale-if-error";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { listenForNotifications } from "~/platform/db/notification-listener.server";
import { errorSummary } from "~/platform/http/describe-error.server";

import { settingsCache, type SettingsCache } from "./settings.server";

/*
 * A save must show at once on every instance: on this one the cache is dropped by the save
 * itself; the others hear it on a NOTIFY channel and drop theirs. `onChange` runs on every
 * instance after its settings cache is dropped (the server clears its page cache there:
 * every public page shows settings). While the listener is down, a save elsewhere could be
 * missed: the settings are then read from the database each time, and once the listener is
 * back everything is dropped once more.
 */

export const settingsChannel = "site_settings_changed";

export interface SettingsSyncOptions {
  handle: DatabaseHandle;
  /** Runs after the settings changed (here or on another instance). */
  onChange?: () => void;
  cache?: SettingsCache;
  reconnectDelayMs?: number;
  log?: (message: string) => void;
}

export interface SettingsSync {
  /** Resolves once the listener is in place (at once without PostgreSQL). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

export function startSettingsSync(options: SettingsSyncOptions): SettingsSync {
  const { handle, onChange = () => {}, cache = settingsCache, log = (message) => console.error(message) } = options;
  const instanceId = randomUUID();
  const pool = handle.engine === "postgres" ? handle.pool : undefined;

  const unsubscribe = cache.onSaved(() => {
    onChange();
    pool?.query("SELECT pg_notify($1, $2)", [settingsChannel, instanceId]).catch((error: Error) => {
      // Saved all the same; the others catch up when their page cache entries expire.
      log(`settings: could not notify the other instances: ${errorSummary(error)}`);
    });
  });
  if (!pool) return { ready: Promise.resolve(), stop: async () => unsubscribe() };

  cache.setEnabled(false);
  const listener = listenForNotifications(pool, {
    channel: settingsChannel,
    label: "settings",
    onNotification(from) {
      if (from === instanceId) return;
      cache.invalidate();
      onChange();
    },
    onListening() {
      cache.setEnabled(true);
      onChange();
    },
    onLost() {
      cache.setEnabled(false);
    },
    retryDelayMs: (attempt) => reconnectDelayMs(attempt, { initialMs: options.reconnectDelayMs ?? 250 }),
    log,
  });
  return {
    ready: listener.ready,
    async stop() {
      unsubscribe();
      await listener.stop();
      cache.setEnabled(true);
    },
  };
}
