import { expect, it, vi } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { defaultExternalLinks } from "~/platform/config/agency";
import { getDatabaseHandle, getDb } from "~/platform/db/client.server";
import { siteSettings } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { mergeStoredSettings, SettingsCache } from "./settings.server";
import type { SiteSettings } from "./site-settings";

const edited: SiteSettings = {
  ...agencyDefaults,
  agencyName: "Gulf Coast Staffing",
  phones: [{ label: "Lake Charles", number: "(337) 555-0199" }],
  facebookUrl: "",
  inboxEnabled: true,
};

describeEachEngine("site settings", () => {
  it("are the defaults until saved, with the environment's external links", async () => {
    const cache = new SettingsCache({ ...defaultExternalLinks, jobBoard: "https://careers.example.org" });
    expect(await cache.get()).toEqual({ ...agencyDefaults, jobBoardUrl: "https://careers.example.org" });
  });

  it("saved values win over the environment and the defaults; only what differs is stored", async () => {
    const cache = new SettingsCache({ ...defaultExternalLinks, jobBoard: "https://careers.example.org" });
    await cache.save({
      ...edited,
      jobBoardUrl: "https://jobs.gulfcoast.example",
      onlineApplicationUrl: agencyDefaults.onlineApplicationUrl,
    });
    const settings = await cache.get();
    expect(settings.agencyName).toBe("Gulf Coast Staffing");
    expect(settings.jobBoardUrl).toBe("https://jobs.gulfcoast.example");
    expect(settings.facebookUrl).toBe("");
    const rows = await getDb().select({ key: siteSettings.key }).from(siteSettings);
    expect(rows.map((row) => row.key).sort()).toEqual([
      "agencyName",
      "facebookUrl",
      "inboxEnabled",
      "jobBoardUrl",
      "phones",
    ]);

    // Saving a value back to what it would be unsaved removes its row: it follows the default again.
    await cache.save({
      ...settings,
      agencyName: agencyDefaults.agencyName,
      jobBoardUrl: "https://careers.example.org",
    });
    const after = await getDb().select({ key: siteSettings.key }).from(siteSettings);
    expect(after.map((row) => row.key).sort()).toEqual(["facebookUrl", "inboxEnabled", "phones"]);
    const env = new SettingsCache({ ...defaultExternalLinks, jobBoard: "https://other.example.org" });
    expect((await env.get()).jobBoardUrl).toBe("https://other.example.org");
  });

  it("are kept in memory and read again after a save", async () => {
    const cache = new SettingsCache(defaultExternalLinks);
    const handle = getDatabaseHandle();
    const select = vi.spyOn(handle.db, "select");
    await cache.get();
    await cache.get();
    expect(select).toHaveBeenCalledTimes(1);
    const saved = vi.fn();
    cache.onSaved(saved);
    await cache.save(edited);
    expect(saved).toHaveBeenCalledOnce();
    expect((await cache.get()).agencyName).toBe("Gulf Coast Staffing");
    expect(select).toHaveBeenCalledTimes(2);
    select.mockRestore();
  });

  it("a read that began before a save is not kept after it", async () => {
    const cache = new SettingsCache(defaultExternalLinks);
    const before = cache.get();
    cache.invalidate();
    await before;
    const next = cache.get();
    expect(next).not.toBe(before);
    expect(cache.get()).toBe(next);
  });

  it("reads the database every time while disabled", async () => {
    const cache = new SettingsCache(defaultExternalLinks);
    cache.setEnabled(false);
    await cache.get();
    await getDb().insert(siteSettings).values({ key: "agencyName", value: "Written Elsewhere" });
    expect((await cache.get()).agencyName).toBe("Written Elsewhere");
  });

  it("a stored value that no longer passes its rule falls back to its default", async () => {
    await getDb()
      .insert(siteSettings)
      .values([
        { key: "agencyName", value: "" },
        { key: "retentionDays", value: 30 },
        { key: "retired_setting", value: "x" },
      ]);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const settings = await new SettingsCache(defaultExternalLinks).get();
    expect(settings.agencyName).toBe(agencyDefaults.agencyName);
    expect(settings.retentionDays).toBe(30);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"agencyName"'));
    log.mockRestore();
  });

  it("offices stored before they had a phone still load, with none", async () => {
    const stored = [{ name: "Beaumont Office", street: "", city: "Beaumont", state: "TX", zip: "77701" }];
    await getDb().insert(siteSettings).values({ key: "offices", value: stored });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const settings = await new SettingsCache(defaultExternalLinks).get();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
    expect(settings.offices).toEqual([{ ...stored[0], phone: "" }]);

    await new SettingsCache(defaultExternalLinks).save({
      ...settings,
      offices: [{ ...stored[0]!, phone: "(409) 555-0100" }],
    });
    expect((await new SettingsCache(defaultExternalLinks).get()).offices[0]!.phone).toBe("(409) 555-0100");
  });
});

it("merges stored rows over the unsaved values, ignoring unknown keys", () => {
  const merged = mergeStoredSettings(
    [
      { key: "tagline", value: "WE WORK" },
      { key: "unknown", value: 1 },
    ],
    agencyDefaults,
  );
  expect(merged).toEqual({ ...agencyDefaults, tagline: "WE WORK" });
});
