import { describe, expect, it } from "vitest";

import { storageProblemOf, unsavedChangeMessage } from "./storage-errors";

describe("storageProblemOf", () => {
  it("recognises Node's, Emscripten's (PGlite start) and PostgreSQL's disk errors", () => {
    expect(
      storageProblemOf(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" })),
    ).toBe("disk-full");
    expect(storageProblemOf(Object.assign(new Error(), { name: "ErrnoError", errno: 51 }))).toBe("disk-full");
    expect(storageProblemOf(Object.assign(new Error(), { name: "ErrnoError", errno: 69 }))).toBe("read-only");
    expect(
      storageProblemOf(
        Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), {
          code: "53100",
        }),
      ),
    ).toBe("disk-full");
    expect(storageProblemOf(new Error('could not open file "base/5/16384": Permission denied'))).toBe(
      "permission-denied",
    );
    expect(storageProblemOf(new Error('could not create file "base/5/1": Read-only file system'))).toBe("read-only");
  });

  it("looks through wrappers (Drizzle's query error keeps the driver's error as its cause)", () => {
    const driverError = Object.assign(new Error("could not extend file: No space left on device"), { code: "53100" });
    expect(storageProblemOf(new Error("Failed query: insert into faqs ...", { cause: driverError }))).toBe("disk-full");
  });

  it("leaves every other error alone", () => {
    expect(storageProblemOf(new Error("duplicate key value violates unique constraint"))).toBeNull();
    expect(storageProblemOf(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBeNull();
    expect(storageProblemOf(Object.assign(new Error(), { name: "ErrnoError", errno: 44 }))).toBeNull(); // ENOENT
    expect(storageProblemOf(undefined)).toBeNull();
    expect(storageProblemOf("text")).toBeNull();
  });

  it("says that nothing was saved and why", () => {
    expect(unsavedChangeMessage("disk-full")).toBe(
      "The change was not saved: the disk is full (No space left on device) on the server. Try again once it is fixed.",
    );
  });
});
