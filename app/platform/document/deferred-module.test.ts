import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { deferredModule } from "./deferred-module";

/** A deferred module whose import is counted; with `failFirst`, the first import fails (offline). */
function countedModule({ failFirst = false } = {}) {
  let imports = 0;
  const deferred = deferredModule(async () => {
    imports++;
    if (failFirst && imports === 1) throw new Error("offline");
    return { answer: 42 };
  });
  return { deferred, imports: () => imports };
}

describe("deferredModule", () => {
  it("has nothing until loaded, then the module, imported once", async () => {
    const { deferred, imports } = countedModule();
    expect(deferred.now()).toBeUndefined();
    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect(first).toBe(second);
    expect(deferred.now()).toBe(first);
    await deferred.load();
    expect(imports()).toBe(1);
  });

  it("asks again after a failed import", async () => {
    const { deferred, imports } = countedModule({ failFirst: true });
    await expect(deferred.load()).rejects.toThrow("offline");
    expect(deferred.now()).toBeUndefined();
    await expect(deferred.load()).resolves.toEqual({ answer: 42 });
    expect(deferred.now()).toEqual({ answer: 42 });
    expect(imports()).toBe(2);
  });

  describe("loadInNextTask", () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it("imports in the next task and not before, and once here asks for nothing more", async () => {
      const { deferred, imports } = countedModule();
      deferred.loadInNextTask();
      expect(imports()).toBe(0);
      await vi.runAllTimersAsync();
      expect(imports()).toBe(1);
      expect(deferred.now()).toEqual({ answer: 42 });
      deferred.loadInNextTask();
      await vi.runAllTimersAsync();
      expect(imports()).toBe(1);
    });

    it("asks for nothing once the next task is cancelled (the form left the page)", async () => {
      const { deferred, imports } = countedModule();
      const cancel = deferred.loadInNextTask();
      cancel();
      await vi.runAllTimersAsync();
      expect(imports()).toBe(0);
      expect(deferred.now()).toBeUndefined();
    });

    it("after a failed import in the next task, the next load asks again", async () => {
      const { deferred, imports } = countedModule({ failFirst: true });
      deferred.loadInNextTask();
      await vi.runAllTimersAsync();
      expect(imports()).toBe(1);
      expect(deferred.now()).toBeUndefined();
      await expect(deferred.load()).resolves.toEqual({ answer: 42 });
      expect(imports()).toBe(2);
    });
  });
});
