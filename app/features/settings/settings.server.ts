import { EventEmitter } from "node:events";

import { inArray, sql } from "drizzle-orm";

import { recordActivity, type DatabaseTransaction } from "~/features/activity/activity.server";
import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { unsavedSettings } from "~/features/settings/agency-defaults";
import { type ExternalLinks } from "~/platform/config/agency";
import { getConfig } from "~/platform/config/env.server";
import { getDatabaseHandle, type Database, type DatabaseHandle } from "~/platform/db/client.server";
import { siteSettings } from "~/platform/db/schema";
import { log as logLine } from "~/platform/log/log.server";

import { settingKeys, settingSchemas, type SettingKey, type SiteSettings } from "./site-settings";

/*
 * The settings as the site uses them: what staff saved, else the environment's value (the
 * external links), else the defaults (config/agency.ts). Every page render needs them, so
 * they are kept in memory and read again after a save; settings-sync.server.ts tells the
 * other instances (PostgreSQL NOTIFY) so they read them again too.
 *
 * A save stores only the settings that differ from what they would be unsaved: a field left
 * at its default (or at the environment's value) keeps following it.
 */

/** JSON with sorted keys: two settings values are the same when these are equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function sameSettingValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The stored rows over the unsaved values; a stored value that no longer passes its schema is skipped (and logged). */
export function mergeStoredSettings(
  rows: ReadonlyArray<{ key: string; value: unknown }>,
  unsaved: SiteSettings,
  log: (message: string) => void = (message) => logLine.error(message),
): SiteSettings {
  const settings: SiteSettings = { ...unsaved };
  for (const { key, value } of rows) {
    if (!Object.hasOwn(settingSchemas, key)) continue;
    const parsed = settingSchemas[key as SettingKey].safeParse(value);
    if (parsed.success) (settings as Record<SettingKey, unknown>)[key as SettingKey] = parsed.data;
    else log(`settings: the stored value of "${key}" is not valid any more; using its default`);
  }
  return settings;
}

async function readSiteSettings(db: Pick<Database, "select">, unsaved: SiteSettings): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  return mergeStoredSettings(rows, unsaved);
}

/** What else a save writes in its transaction, given the settings whose value it changes (its activity row). */
export type AlsoOnSave = (tx: DatabaseTransaction, changedKeys: SettingKey[]) => Promise<void>;

/** Writes `next` (already checked with siteSettingsSchema) in one transaction, with `alsoOnSave`'s writes. */
async function writeSiteSettings(
  db: Database,
  next: SiteSettings,
  unsaved: SiteSettings,
  alsoOnSave?: AlsoOnSave,
): Promise<void> {
  const changed = settingKeys.filter((key) => !sameSettingValue(next[key], unsaved[key]));
  const unchanged = settingKeys.filter((key) => !changed.includes(key));
  await db.transaction(async (tx) => {
    if (alsoOnSave) {
      const before = await readSiteSettings(tx, unsaved);
      await alsoOnSave(
        tx,
        settingKeys.filter((key) => !sameSettingValue(before[key], next[key])),
      );
    }
    if (unchanged.length > 0) await tx.delete(siteSettings).where(inArray(siteSettings.key, unchanged));
    if (changed.length > 0) {
      await tx
        .insert(siteSettings)
        .values(changed.map((key) => ({ key, value: next[key] })))
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    }
  });
}

/**
 * The settings kept in memory for one process. `generation` moves on every invalidation,
 * so a read that began before a save is never kept after it.
 */
export class SettingsCache {
  #entry: { handle: DatabaseHandle; generation: number; settings: Promise<SiteSettings> } | undefined;
  #generation = 0;
  #enabled = true;
  readonly #saved = new EventEmitter();
  readonly #externalLinks: () => ExternalLinks;

  /** `externalLinks`: the environment's values (or defaults) that stand in for unsaved links. */
  constructor(externalLinks: ExternalLinks | (() => ExternalLinks)) {
    this.#externalLinks = typeof externalLinks === "function" ? externalLinks : () => externalLinks;
  }

  unsaved(): SiteSettings {
    return unsavedSettings(this.#externalLinks());
  }

  get(handle: DatabaseHandle = getDatabaseHandle()): Promise<SiteSettings> {
    const entry = this.#entry;
    if (this.#enabled && entry && entry.handle === handle && entry.generation === this.#generation)
      return entry.settings;
    const generation = this.#generation;
    const settings = readSiteSettings(handle.db, this.unsaved());
    if (this.#enabled) {
      this.#entry = { handle, generation, settings };
      // A failed read is not kept: the next request tries again.
      settings.catch(() => {
        if (this.#entry?.settings === settings) this.#entry = undefined;
      });
    }
    return settings;
  }

  async save(next: SiteSettings, handle: DatabaseHandle = getDatabaseHandle(), alsoOnSave?: AlsoOnSave): Promise<void> {
    await writeSiteSettings(handle.db, next, this.unsaved(), alsoOnSave);
    this.invalidate();
    this.#saved.emit("saved");
  }

  /** Forget what is kept; the next read goes to the database. */
  invalidate(): void {
    this.#generation++;
    this.#entry = undefined;
  }

  /**
   * Off while this instance may miss other instances' saves (its listener is down): every
   * read goes to the database until it is on again.
   */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.invalidate();
  }

  /** Saves made through this cache (this instance's own). */
  onSaved(listener: () => void): () => void {
    this.#saved.on("saved", listener);
    return () => this.#saved.off("saved", listener);
  }
}

// The process's cache; kept on globalThis so that Vite's module reloading in development shares it.
const globalStore = globalThis as typeof globalThis & { __siteSettingsCache?: SettingsCache };
export const settingsCache: SettingsCache = (globalStore.__siteSettingsCache ??= new SettingsCache(
  () => getConfig().externalLinks,
));

/** The settings in effect, for loaders and actions. */
export function getSiteSettings(): Promise<SiteSettings> {
  return settingsCache.get();
}

/** Saves the settings; with an editor, the change is in the activity log (one transaction). */
export function saveSiteSettings(next: SiteSettings, editor?: ContentEditor): Promise<void> {
  return settingsCache.save(
    next,
    undefined,
    editor &&
      ((tx, changedKeys) =>
        recordActivity(tx, {
          kind: "settings-updated",
          actor: editor.actor,
          entity: { type: "settings", title: "Site settings" },
          changedFields: changedKeys.map((key) => key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)),
          origin: editor.origin,
        })),
  );
}
