import { describe, expect, it } from "vitest";

import { acceptedQuality, chooseContentCoding } from "./content-coding";

const everything = () => true;

describe("acceptedQuality", () => {
  it("reads q-values, aliases and the wildcard", () => {
    expect(acceptedQuality("gzip, deflate, br, zstd", "br")).toBe(1);
    expect(acceptedQuality("gzip;q=0.5, br;q=0.8", "gzip")).toBe(0.5);
    expect(acceptedQuality("x-gzip", "gzip")).toBe(1);
    expect(acceptedQuality("*;q=0.3", "br")).toBe(0.3);
    expect(acceptedQuality("br;q=0, *", "br")).toBe(0);
    expect(acceptedQuality("identity", "gzip")).toBe(0);
    expect(acceptedQuality(undefined, "gzip")).toBe(0);
    expect(acceptedQuality("GZIP ; Q=1", "gzip")).toBe(1);
  });
});

describe("chooseContentCoding", () => {
  it("prefers Brotli when the client likes both equally", () => {
    expect(chooseContentCoding("gzip, deflate, br, zstd", everything)).toBe("br");
    expect(chooseContentCoding("*", everything)).toBe("br");
  });

  it("follows the client's q-values", () => {
    expect(chooseContentCoding("gzip;q=1, br;q=0.5", everything)).toBe("gzip");
    expect(chooseContentCoding("gzip, br;q=0", everything)).toBe("gzip");
  });

  it("takes only what is available, and answers undefined for the identity body", () => {
    expect(chooseContentCoding("gzip, br", (coding) => coding === "gzip")).toBe("gzip");
    expect(chooseContentCoding("br", (coding) => coding === "gzip")).toBeUndefined();
    expect(chooseContentCoding("identity", everything)).toBeUndefined();
    expect(chooseContentCoding(undefined, everything)).toBeUndefined();
  });

  it("does not ask for a coding the client refuses", () => {
    const asked: string[] = [];
    chooseContentCoding("br", (coding) => (asked.push(coding), true));
    expect(asked).toEqual(["br"]);
  });
});
