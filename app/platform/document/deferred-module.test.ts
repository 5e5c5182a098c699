import { describe, expect, it, vi } from "vitest";

import { deferredModule } from "./deferred-module";

describe("deferredModule", () => {
  it("has nothing until loaded, then the module, imported once", async () => {
    let imports = 0;
    const deferred = deferredModule(async () => {
      imports++;
      return { answer: 42 };
    });
    expect(deferred.now()).toBeUndefined();
    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect(first).toBe(second);
    expect(deferred.now()).toBe(first);
    await deferred.load();
    expect(imports).toBe(1);
  });

  it("asks again after a failed import", async () => {
    let imports = 0;
    const deferred = deferredModule(async () => {
      imports++;
      if (imports === 1) throw new Error("offline");
      return "module";
    });
    await expect(deferred.load()).rejects.toThrow("offline");
    expect(deferred.now()).toBeUndefined();
    await expect(deferred.load()).resolves.toBe("module");
    expect(deferred.now()).toBe("module");
    expect(imports).toBe(2);
  });

  it("asked for in the next task, imports then and not before", async () => {
    vi.useFakeTimers();
    try {
      let imports = 0;
      const deferred = deferredModule(async () => {
        imports++;
        return "module";
      });
      deferred.loadInNextTask();
      expect(imports).toBe(0);
      await vi.runAllTimersAsync();
      expect(imports).toBe(1);
      expect(deferred.now()).toBe("module");
      // Already here: nothing more is asked for.
      deferred.loadInNextTask();
      await vi.runAllTimersAsync();
      expect(imports).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for nothing once the next task is cancelled (the form left the page)", async () => {
    vi.useFakeTimers();
    try {
      let imports = 0;
      const deferred = deferredModule(async () => {
        imports++;
        return "module";
      });
      const cancel = deferred.loadInNextTask();
      cancel();
      await vi.runAllTimersAsync();
      expect(imports).toBe(0);
      expect(deferred.now()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("after a failed import in the next task, the next load asks again", async () => {
    vi.useFakeTimers();
    try {
      let imports = 0;
      const deferred = deferredModule(async () => {
        imports++;
        if (imports === 1) throw new Error("offline");
        return "module";
      });
      deferred.loadInNextTask();
      await vi.runAllTimersAsync();
      expect(imports).toBe(1);
      expect(deferred.now()).toBeUndefined();
      await expect(deferred.load()).resolves.toBe("module");
      expect(imports).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
