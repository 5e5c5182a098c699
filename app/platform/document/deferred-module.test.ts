import { describe, expect, it } from "vitest";

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
});
