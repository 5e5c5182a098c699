import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable, reconnectDelayMs, StaleIfErrorPolicy } from "./stale-if-error";

describe("StaleIfErrorPolicy", () => {
  it("stores only while changes are heard, and drops the kept copies when the listener comes back", () => {
    let dropped = 0;
    const policy = new StaleIfErrorPolicy(() => dropped++);
    expect(policy.decide({ ok: true }, false)).toEqual({ action: "send-uncached" });
    policy.listenerConnected();
    expect(dropped).toBe(1);
    expect(policy.decide({ ok: true }, false)).toEqual({ action: "store" });
    policy.listenerLost();
    expect(policy.decide({ ok: true }, true)).toEqual({ action: "send-uncached" });
    policy.listenerConnected();
    policy.listenerConnected();
    expect(dropped).toBe(2);
  });

  it("serves the last good copy while the database is unreachable, 503 without one, and lets other errors through", () => {
    const policy = new StaleIfErrorPolicy(() => {});
    policy.listenerLost();
    expect(policy.decide({ ok: false, databaseUnreachable: true }, true)).toEqual({ action: "serve-stale" });
    expect(policy.decide({ ok: false, databaseUnreachable: true }, false)).toEqual({ action: "unavailable" });
    expect(policy.decide({ ok: false, databaseUnreachable: false }, true)).toEqual({ action: "error" });
  });
});

describe("reconnectDelayMs", () => {
  it("doubles from 250 ms and never waits more than 2 s", () => {
    expect([0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelayMs(attempt))).toEqual([250, 500, 1000, 2000, 2000, 2000]);
  });
});

describe("isDatabaseUnreachable", () => {
  it("recognises a refused, dropped or shut-down PostgreSQL, also wrapped", () => {
    expect(isDatabaseUnreachable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("Failed query", { cause: Object.assign(new Error("terminating connection"), { code: "57P01" }) }))).toBe(true);
    expect(isDatabaseUnreachable(new Error("relation \"faqs\" does not exist"))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
