import { afterEach, expect, it, vi } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { defaultExternalLinks } from "~/platform/config/agency";
import { getDatabaseHandle, openDatabase, type DatabaseHandle } from "~/platform/db/client.server";

import { describeEachEngine } from "../../../tests/support/test-database";
import { startSettingsSync, type SettingsSync } from "./settings-sync.server";
import { SettingsCache } from "./settings.server";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

function started(sync: SettingsSync): SettingsSync {
  cleanups.push(() => sync.stop());
  return sync;
}

describeEachEngine("settings sync", (engine) => {
  it("a save on this instance runs onChange (the server clears its page cache there)", async () => {
    const cache = new SettingsCache(defaultExternalLinks);
    const onChange = vi.fn();
    const sync = started(startSettingsSync({ handle: getDatabaseHandle(), cache, onChange }));
    await sync.ready;
    onChange.mockClear();
    await cache.save({ ...agencyDefaults, agencyName: "Bayou Staffing" });
    expect(onChange).toHaveBeenCalledOnce();
  });

  if (engine !== "postgres") return;

  it("a save on one instance is read at once by another (NOTIFY)", async () => {
    const handleA = getDatabaseHandle();
    const handleB: DatabaseHandle = await openDatabase({
      engine: "postgres",
      url: String(handleA.pool!.options.connectionString),
    });
    cleanups.push(() => handleB.close());
    const cacheA = new SettingsCache(defaultExternalLinks);
    const cacheB = new SettingsCache(defaultExternalLinks);
    const changedA = vi.fn();
    const changedB = vi.fn();
    const syncA = started(startSettingsSync({ handle: handleA, cache: cacheA, onChange: changedA }));
    const syncB = started(startSettingsSync({ handle: handleB, cache: cacheB, onChange: changedB }));
    await Promise.all([syncA.ready, syncB.ready]);
    changedA.mockClear();
    changedB.mockClear();

    expect((await cacheB.get(handleB)).agencyName).toBe(agencyDefaults.agencyName);
    await cacheA.save({ ...agencyDefaults, agencyName: "Bayou Staffing" }, handleA);
    await vi.waitFor(() => expect(changedB).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect((await cacheB.get(handleB)).agencyName).toBe("Bayou Staffing");
    // Its own notice does not make the saving instance clear twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changedA).toHaveBeenCalledOnce();
  });

  it("reads the database each time until the listener is in place", async () => {
    const cache = new SettingsCache(defaultExternalLinks);
    const handle = getDatabaseHandle();
    const select = vi.spyOn(handle.db, "select");
    const sync = started(startSettingsSync({ handle, cache }));
    // Both asked before any I/O can finish, so the listener cannot be in place yet.
    await Promise.all([cache.get(handle), cache.get(handle)]);
    const beforeListening = select.mock.calls.length;
    await sync.ready;
    await cache.get(handle);
    await cache.get(handle);
    expect(beforeListening).toBe(2);
    expect(select.mock.calls.length).toBe(3);
    select.mockRestore();
  });
});
