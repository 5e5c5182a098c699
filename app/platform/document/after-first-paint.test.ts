import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { AFTER_FIRST_PAINT, SHOWN } from "./after-first-paint";

describe("images that wait for the first paint", () => {
  it("are hidden by the stylesheet under the names the page and its loader use", () => {
    // A stylesheet cannot import the names: a rename on either side would let the images load at
    // the first layout again, or hide them for good.
    const css = readFileSync(path.join(import.meta.dirname, "../../styles/base.css"), "utf8");
    expect(css).toContain("@media (scripting: enabled) and (width < 40rem)");
    expect(css).toContain(`html:not([${SHOWN}]) img[${AFTER_FIRST_PAINT}] {`);
  });
});
