import { describe, expect, it } from "vitest";

import { finishedSite, siteWith } from "../../../../tests/support/setup-facts";
import { viewMoreInfoItems } from "./view-more-info-item.server";

const fix = { href: "/admin/settings#view-more-info", label: "Choose where 'View More Info' leads" };

describe("the 'View More Info' item", () => {
  it("appears while the buttons lead nowhere, as the site ships", () => {
    expect(viewMoreInfoItems(siteWith({}, { viewMoreInfo: "none" }))).toEqual([
      { id: "view-more-info", text: "The 'View More Info' buttons on the service pages do nothing yet.", fix },
    ]);
  });

  it("appears while they lead to the jobs of a job board that is off", () => {
    expect(viewMoreInfoItems(siteWith({}, { viewMoreInfo: "jobsInCategory", jobBoardEnabled: false }))).toEqual([
      {
        id: "view-more-info",
        text: "The 'View More Info' buttons on the service pages do nothing while this site's job board is off.",
        fix,
      },
    ]);
  });

  it("disappears once they lead somewhere", () => {
    expect(viewMoreInfoItems(finishedSite)).toEqual([]);
    expect(viewMoreInfoItems(siteWith({}, { viewMoreInfo: "jobsInCategory" }))).toEqual([]);
    expect(viewMoreInfoItems(siteWith({}, { viewMoreInfo: "jobBoard", jobBoardEnabled: false }))).toEqual([]);
  });
});
