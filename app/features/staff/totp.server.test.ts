import { describe, expect, it } from "vitest";

import { authenticatorCode, base32Decode } from "../../../tests/support/totp";
import { hotp, manualEntryKey, matchingTimeStep, timeStep } from "./totp.server";

describe("TOTP", () => {
  it("computes RFC 4226's test values", () => {
    const secret = "12345678901234567890";
    expect([0, 1, 2, 3, 9].map((counter) => hotp(secret, counter))).toEqual([
      "755224",
      "287082",
      "359152",
      "969429",
      "520489",
    ]);
  });

  it("tells which time step of the window a code belongs to", () => {
    const secret = "s3cret-key-of-32-characters-long";
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = timeStep(now);
    expect(matchingTimeStep(secret, hotp(secret, step), now)).toBe(step);
    expect(matchingTimeStep(secret, hotp(secret, step - 1), now)).toBe(step - 1);
    expect(matchingTimeStep(secret, hotp(secret, step + 1), now)).toBe(step + 1);
    expect(matchingTimeStep(secret, hotp(secret, step - 2), now)).toBeNull();
    expect(matchingTimeStep(secret, "12345", now)).toBeNull();
    expect(matchingTimeStep(secret, "abcdef", now)).toBeNull();
  });

  it("reads the secret of an otpauth URI for manual entry, as the app decodes it", () => {
    const uri =
      "otpauth://totp/TeamWork%20Staffing:a%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=TeamWork+Staffing&digits=6&period=30";
    expect(manualEntryKey(uri)).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
    expect(base32Decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ").toString()).toBe("12345678901234567890");
    expect(authenticatorCode(uri)).toBe(hotp("12345678901234567890", timeStep()));
  });
});
