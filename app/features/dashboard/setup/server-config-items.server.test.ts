import { describe, expect, it } from "vitest";

import { finishedSite, siteWith } from "../../../../tests/support/setup-facts";
import { httpsAddressItems, mailDeliveryItems } from "./server-config-items.server";

describe("the mail item", () => {
  it("appears while mail goes to the outbox (no SMTP_URL)", () => {
    expect(mailDeliveryItems(siteWith({ smtpConfigured: false }))).toEqual([
      {
        id: "mail-outbox",
        text: "Email from the site (new-message alerts, password resets, invitations) is saved on the server instead of being sent, because no mail server is set up.",
        fix: { href: "/admin/settings#server", label: "See how to have mail sent" },
      },
    ]);
  });

  it("disappears once SMTP_URL is set", () => {
    expect(mailDeliveryItems(finishedSite)).toEqual([]);
  });
});

describe("the https item", () => {
  it("appears while PUBLIC_URL is not https, naming it", () => {
    expect(httpsAddressItems(siteWith({ publicUrl: "http://localhost:3000" }))).toEqual([
      {
        id: "https-address",
        text: "The site's address is set to http://localhost:3000, not an https:// address, so staff sign-in and the links in the site's emails are not protected.",
        fix: { href: "/admin/settings#server", label: "See how to set the site's address" },
      },
    ]);
    expect(httpsAddressItems(siteWith({ publicUrl: "http://https.example.org" }))).toHaveLength(1);
  });

  it("disappears once PUBLIC_URL is https", () => {
    expect(httpsAddressItems(finishedSite)).toEqual([]);
  });
});
