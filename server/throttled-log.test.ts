import { describe, expect, it } from "vitest";

import { throttledLog } from "./throttled-log";

describe("throttledLog", () => {
  it("writes the first occurrence, then one line a minute with the count since the last", () => {
    let time = 0;
    const lines: string[] = [];
    const note = throttledLog((count) => `refused ${count}`, { now: () => time, write: (line) => lines.push(line) });
    note();
    for (let i = 0; i < 500; i++) {
      time += 100;
      note();
    }
    // 50 s in: still the first line only.
    expect(lines).toEqual(["refused 1"]);
    time = 60_000;
    note();
    expect(lines).toEqual(["refused 1", "refused 501"]);
    time = 60_500;
    note();
    expect(lines).toHaveLength(2);
  });
});
