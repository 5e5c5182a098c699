import { describe, expect, it } from "vitest";

import { agencyDefaults } from "./agency-defaults";
import { externalLinksOf, toPublicAgency } from "./public-agency.server";

const settings = {
  ...agencyDefaults,
  onlineApplicationUrl: "https://apply.example.com",
  jobBoardUrl: "https://jobs.example.com",
};

describe("externalLinksOf: where the job board and application links lead", () => {
  it("keeps the spec's external sites while the job board is off", () => {
    expect(externalLinksOf(settings)).toMatchObject({
      onlineApplication: "https://apply.example.com",
      jobBoard: "https://jobs.example.com",
    });
    expect(toPublicAgency(settings).jobBoard).toBe(false);
  });

  it("leads to /jobs and /apply ('Apply Online') with the board on", () => {
    const on = { ...settings, jobBoardEnabled: true };
    expect(externalLinksOf(on)).toMatchObject({ jobBoard: "/jobs", onlineApplication: "/apply" });
    expect(toPublicAgency(on).jobBoard).toBe(true);
  });
});
