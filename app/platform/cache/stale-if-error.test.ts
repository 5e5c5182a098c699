import { describe, expect, it } from "vitest";

import { answerForRender, reachabilityProbe } from "./stale-if-error";

describe("answerForRender", () => {
  it("serves the last good copy while the database is unreachable, 503 without one", () => {
    expect(answerForRender({ status: 500, databaseReachable: false, hasKeptCopy: true })).toBe("serve-stale");
    expect(answerForRender({ status: 503, databaseReachable: false, hasKeptCopy: true })).toBe("serve-stale");
    expect(answerForRender({ status: 500, databaseReachable: false, hasKeptCopy: false })).toBe("unavailable");
  });

  it("treats a 503 as the database's failure even when a ping gets through (a read-only disk)", () => {
    expect(answerForRender({ status: 503, databaseReachable: true, hasKeptCopy: true })).toBe("serve-stale");
    expect(answerForRender({ status: 503, databaseReachable: true, hasKeptCopy: false })).toBe("unavailable");
  });

  it("lets good renders, and failures that are not the database's, through as they are", () => {
    expect(answerForRender({ status: 200, databaseReachable: false, hasKeptCopy: true })).toBe("as-rendered");
    expect(answerForRender({ status: 404, databaseReachable: false, hasKeptCopy: true })).toBe("as-rendered");
    expect(answerForRender({ status: 500, databaseReachable: true, hasKeptCopy: true })).toBe("as-rendered");
  });
});

describe("reachabilityProbe", () => {
  it("asks at most once per period, and counts a failing check as unreachable", async () => {
    let calls = 0;
    let answer: boolean | Error = true;
    const probe = reachabilityProbe(async () => {
      calls++;
      if (answer instanceof Error) throw answer;
      return answer;
    }, 50);
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(calls).toBe(1);
    answer = new Error("Connection terminated unexpectedly");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await probe()).toBe(false);
    expect(calls).toBe(2);
  });
});
