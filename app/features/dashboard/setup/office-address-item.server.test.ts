import { describe, expect, it } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";

import { finishedSite, siteWith } from "../../../../tests/support/setup-facts";
import { officeAddressItems } from "./office-address-item.server";

const fix = { href: "/admin/settings#offices", label: "Add an office's street address" };
const noStreet = { name: "Texas Office", street: " ", city: "Beaumont", state: "TX", zip: "", phone: "" };

describe("the office address item", () => {
  it("appears while no office has a street, as the site ships", () => {
    expect(officeAddressItems(siteWith({}, { offices: agencyDefaults.offices }))).toEqual([
      {
        id: "office-street",
        text: "No office on the site has a street address, so visitors and search engines cannot tell where to find you.",
        fix,
      },
    ]);
    expect(officeAddressItems(siteWith({}, { offices: [noStreet] }))).toHaveLength(1);
  });

  it("appears when the site lists no office at all", () => {
    expect(officeAddressItems(siteWith({}, { offices: [] }))).toEqual([
      {
        id: "office-street",
        text: "The site lists no office, so visitors and search engines cannot tell where to find you.",
        fix,
      },
    ]);
  });

  it("disappears once one office has its street", () => {
    expect(officeAddressItems(finishedSite)).toEqual([]);
    expect(officeAddressItems(siteWith({}, { offices: [noStreet, ...finishedSite.settings.offices] }))).toEqual([]);
  });
});
