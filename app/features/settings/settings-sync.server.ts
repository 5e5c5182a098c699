import type { DatabaseHandle } from "~/platform/db/client.server";
import { subscribeAcrossInstances } from "~/platform/db/notification-listener.server";

import { settingsCache, type SettingsCache } from "./settings.server";

/*
 * A save must show at once on every instance: on this one the cache is dropped by the save
 * itself; the others hear it on a NOTIFY channel and drop theirs. `onChange` runs on every
 * instance after its settings cache is dropped (the server clears its page cache there:
 * every public page shows settings). While the listener is down, a save elsewhere could be
 * missed: the settings are then read from the database each time, and once the listener is
 * back everything is dropped once more (subscribeAcrossInstances in
 * app/platform/db/notification-listener.server.ts).
 */

const settingsChannel = "site_settings_changed";

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
  const { handle, onChange = () => {}, cache = settingsCache } = options;
  // On PostgreSQL the cache is off until the listener is in place, and whenever it is down.
  const otherInstances = subscribeAcrossInstances({
    handle,
    channel: settingsChannel,
    label: "settings",
    onNotice() {
      cache.invalidate();
      onChange();
    },
    onPaused: () => cache.setEnabled(false),
    onResumed() {
      cache.setEnabled(true);
      onChange();
    },
    reconnectDelayMs: options.reconnectDelayMs,
    log: options.log,
  });
  const unsubscribe = cache.onSaved(() => {
    onChange();
    otherInstances.publish({});
  });
  return {
    ready: otherInstances.ready,
    async stop() {
      unsubscribe();
      await otherInstances.stop();
      // Without the listener this process reads and keeps its settings as a single instance does.
      cache.setEnabled(true);
    },
  };
}
