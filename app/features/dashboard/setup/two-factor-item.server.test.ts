import { describe, expect, it } from "vitest";

import { finishedSite, siteWith } from "../../../../tests/support/setup-facts";
import { twoFactorItems } from "./two-factor-item.server";

const fix = { href: "/admin/staff", label: "Review two-factor sign-in for staff" };

describe("the two-factor item", () => {
  it("appears while a staff member has no second factor, saying how many", () => {
    expect(twoFactorItems(siteWith({ staffWithoutSecondFactor: 1 }))).toEqual([
      {
        id: "two-factor",
        text: "1 staff member signs in with only a password, without an authenticator app or a passkey.",
        fix,
      },
    ]);
    expect(twoFactorItems(siteWith({ staffWithoutSecondFactor: 3 }))).toEqual([
      {
        id: "two-factor",
        text: "3 staff members sign in with only a password, without an authenticator app or a passkey.",
        fix,
      },
    ]);
  });

  it("disappears once every staff member has one", () => {
    expect(twoFactorItems(finishedSite)).toEqual([]);
  });
});
