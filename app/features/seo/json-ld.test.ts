import { describe, expect, it } from "vitest";

import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("never lets a value close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).toContain("\\u003c/script\\u003e");
  });

  it("stays valid JSON with the same meaning", () => {
    const value = { a: "x < y && y > z", b: [1, "line\u2028separator"], c: { d: null } };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});
