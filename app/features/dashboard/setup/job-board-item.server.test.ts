import { describe, expect, it } from "vitest";

import { finishedSite, siteWith } from "../../../../tests/support/setup-facts";
import { jobBoardItems } from "./job-board-item.server";

describe("the job board item", () => {
  it("appears while this site's job board is off, linking to its settings section", () => {
    expect(jobBoardItems(siteWith({}, { jobBoardEnabled: false }))).toEqual([
      {
        id: "job-board",
        text: "This site's job board is off, so the jobs you post under Jobs are not shown to job seekers.",
        fix: { href: "/admin/settings#job-board", label: "Turn on the job board" },
      },
    ]);
  });

  it("disappears once the job board is on", () => {
    expect(jobBoardItems(finishedSite)).toEqual([]);
  });
});
