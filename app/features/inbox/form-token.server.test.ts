import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { checkFormToken, issueFormToken, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from "./form-token.server";

describe("the contact form's fill-time token", () => {
  const secret = randomBytes(32);
  const issuedAt = Date.UTC(2026, 10, 21, 15, 0, 0);
  const token = issueFormToken(secret, issuedAt);

  it("is accepted once the minimum fill time has passed, and refused before", () => {
    expect(checkFormToken(secret, token, issuedAt + MIN_FILL_MS)).toBe("ok");
    expect(checkFormToken(secret, token, issuedAt + MIN_FILL_MS - 1)).toBe("too-fast");
  });

  it("is refused when forged, altered, from the future or too old", () => {
    expect(checkFormToken(randomBytes(32), token, issuedAt + 10_000)).toBe("invalid");
    const [time, signature] = token.split(".");
    expect(checkFormToken(secret, `${Number(time) - 60_000}.${signature}`, issuedAt + 10_000)).toBe("invalid");
    expect(checkFormToken(secret, token, issuedAt - 1)).toBe("invalid");
    expect(checkFormToken(secret, token, issuedAt + MAX_TOKEN_AGE_MS + 1)).toBe("invalid");
    expect(checkFormToken(secret, "not a token", issuedAt)).toBe("invalid");
  });
});
