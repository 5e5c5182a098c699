import { encode } from "uqr";
import { describe, expect, it } from "vitest";

import { qrCodeShape } from "./qr-code.server";

describe("qrCodeShape", () => {
  it("draws every dark module of the code, and only those", () => {
    const text = "otpauth://totp/TeamWork%20Staffing:a%40example.com?secret=GEZDGNBVGY3TQOJQ&issuer=TeamWork+Staffing";
    const { size, path } = qrCodeShape(text);
    const { data } = encode(text, { ecc: "M", border: 4 });
    expect(size).toBe(data.length);
    const drawn = data.map((row) => row.map(() => false));
    for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(width); i++) drawn[Number(y)]![Number(x) + i] = true;
    }
    expect(drawn).toEqual(data);
    // A quiet zone of 4 modules all round.
    expect(data[0]!.every((dark) => !dark)).toBe(true);
  });
});
