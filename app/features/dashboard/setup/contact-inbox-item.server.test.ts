import { describe, expect, it } from "vitest";

import { finishedSite, siteWith } from "../../../../tests/support/setup-facts";
import { contactInboxItems } from "./contact-inbox-item.server";

describe("the contact inbox item", () => {
  it("appears while the contact inbox is off, linking to its settings section", () => {
    expect(contactInboxItems(siteWith({}, { inboxEnabled: false }))).toEqual([
      {
        id: "contact-inbox",
        text: "The contact form thanks visitors but their messages reach nobody, because the contact inbox is off.",
        fix: { href: "/admin/settings#contact-inbox", label: "Turn on the contact inbox" },
      },
    ]);
  });

  it("disappears once the contact inbox is on", () => {
    expect(contactInboxItems(finishedSite)).toEqual([]);
  });
});
