import { describe, expect, it } from "vitest";

import { englishServiceTitles } from "./english-service-titles";
import { serviceTitles } from "./service-text.server";

describe("the categories' English names", () => {
  it("are the service catalogue's English titles, for every category", () => {
    expect(Object.fromEntries(serviceTitles().map(({ slug, title }) => [slug, title]))).toEqual(englishServiceTitles);
  });
});
