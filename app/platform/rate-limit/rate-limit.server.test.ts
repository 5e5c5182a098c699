import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { rateLimit } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { clearRateLimit, emailKeyPart, hitRateLimit, rateLimitRetryAfterMs, type RateLimit } from "./rate-limit.server";

const limit: RateLimit = { bucket: "test", max: 3, windowMs: 60_000 };
const t0 = 1_800_000_000_000;

async function hits(times: number, key = "k", now = t0) {
  const results = [];
  for (let i = 0; i < times; i++) results.push(await hitRateLimit(getDb(), limit, key, now));
  return results;
}

describeEachEngine("rate-limit counters", () => {
  it("counts hits in a window and is over after `max`", async () => {
    expect(await hits(4)).toEqual([
      { count: 1, over: false },
      { count: 2, over: false },
      { count: 3, over: false },
      { count: 4, over: true },
    ]);
  });

  it("starts a new window at 1 once `windowMs` has passed since the window's first hit", async () => {
    await hits(2, "k", t0);
    await hits(1, "k", t0 + 59_999);
    expect(await hitRateLimit(getDb(), limit, "k", t0 + 60_000)).toEqual({ count: 1, over: false });
    // The window now runs from that hit, not from the first one.
    expect(await hitRateLimit(getDb(), limit, "k", t0 + 119_999)).toEqual({ count: 2, over: false });
  });

  it("says how long until a key at its limit may be hit again", async () => {
    await hits(2);
    expect(await rateLimitRetryAfterMs(getDb(), limit, "k", t0 + 1_000)).toBe(0);
    await hits(1);
    expect(await rateLimitRetryAfterMs(getDb(), limit, "k", t0 + 1_000)).toBe(59_000);
    expect(await rateLimitRetryAfterMs(getDb(), limit, "k", t0 + 60_000)).toBe(0);
    expect(await rateLimitRetryAfterMs(getDb(), limit, "unknown", t0)).toBe(0);
  });

  it("keeps keys and buckets apart, and clears one key", async () => {
    const other: RateLimit = { ...limit, bucket: "other" };
    await hits(3, "a");
    await hits(1, "b");
    await hitRateLimit(getDb(), other, "a", t0);
    const keys = (await getDb().select().from(rateLimit)).map((row) => `${row.key}=${row.count}`).sort();
    expect(keys).toEqual(["other|a=1", "test|a=3", "test|b=1"]);

    await clearRateLimit(getDb(), limit, "a");
    expect(await hitRateLimit(getDb(), limit, "a", t0)).toEqual({ count: 1, over: false });
    expect(await hitRateLimit(getDb(), other, "a", t0)).toEqual({ count: 2, over: false });
  });

  it("counts every one of many hits at the same moment", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => hitRateLimit(getDb(), limit, "k", t0)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await getDb().select().from(rateLimit))[0]!.count).toBe(8);
  });

  it("can count inside a transaction", async () => {
    await getDb().transaction(async (tx) => {
      expect(await hitRateLimit(tx, limit, "k", t0)).toEqual({ count: 1, over: false });
    });
    expect(await hitRateLimit(getDb(), limit, "k", t0)).toEqual({ count: 2, over: false });
  });
});

it("turns an email into a key part without the address in it", () => {
  const part = emailKeyPart(" Someone@Example.com ");
  expect(part).toMatch(/^[0-9a-f]{32}$/);
  expect(part).toBe(emailKeyPart("someone@example.com"));
  expect(part).not.toBe(emailKeyPart("someone.else@example.com"));
});
