import { describe, expect, it } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";

import { finishedSite, siteWith } from "../../../../tests/support/setup-facts";
import { externalLinkItems, isSampleAddress } from "./external-link-items.server";

const shipped = {
  onlineApplicationUrl: agencyDefaults.onlineApplicationUrl,
  jobBoardUrl: agencyDefaults.jobBoardUrl,
  employeePortalUrl: agencyDefaults.employeePortalUrl,
  jobBoardEnabled: false,
};

describe("the external link items", () => {
  it("appear for each link still at its example.com address, as the site ships", () => {
    expect(externalLinkItems(siteWith({}, shipped))).toEqual([
      {
        id: "link-job-board",
        text: "'BROWSE JOBS' still leads to the sample address https://jobs.example.com, not to the agency's job site.",
        fix: { href: "/admin/settings#external-links", label: "Change the Job Board URL" },
      },
      {
        id: "link-online-application",
        text: "'ONLINE APPLICATION' still leads to the sample address https://apply.example.com, not to the agency's application site.",
        fix: { href: "/admin/settings#external-links", label: "Change the Online Application URL" },
      },
      {
        id: "link-employee-portal",
        text: "The footer's 'Employee Web Portal' link still leads to the sample address https://portal.example.com, not to the agency's employee portal.",
        fix: { href: "/admin/settings#external-links", label: "Change the Employee Portal URL" },
      },
    ]);
  });

  it("leave out the job board's and application's addresses while this site's job board stands in for them", () => {
    const items = externalLinkItems(siteWith({}, { ...shipped, jobBoardEnabled: true }));
    expect(items.map((item) => item.id)).toEqual(["link-employee-portal"]);
  });

  it("appear for a path of this site that answers 404, such as /jobs with the job board off", () => {
    const items = externalLinkItems(
      siteWith(
        { pagesFound: new Set(["/contact"]) },
        { jobBoardUrl: "/jobs", employeePortalUrl: "/contact", jobBoardEnabled: false },
      ),
    );
    expect(items).toEqual([
      {
        id: "link-job-board",
        text: "'BROWSE JOBS' leads to /jobs on this site, where visitors get “Page Not Found”.",
        fix: { href: "/admin/settings#external-links", label: "Change the Job Board URL" },
      },
    ]);
  });

  it("disappear once each link leads to a real address, a page of this site, or nowhere", () => {
    expect(externalLinkItems(finishedSite)).toEqual([]);
    expect(externalLinkItems(siteWith({}, { employeePortalUrl: "" }))).toEqual([]);
    expect(
      externalLinkItems(
        siteWith({ pagesFound: new Set(["/jobs", "/apply", "/faqs"]) }, { employeePortalUrl: "/faqs" }),
      ),
    ).toEqual([]);
  });

  it("know the domains reserved for examples", () => {
    for (const href of [
      "https://example.com",
      "https://jobs.EXAMPLE.com/x",
      "http://a.example.org",
      "https://site.example",
    ])
      expect(isSampleAddress(href), href).toBe(true);
    for (const href of ["https://myexample.com", "https://example.com.evil.test", "/jobs", ""])
      expect(isSampleAddress(href), href).toBe(false);
  });
});
