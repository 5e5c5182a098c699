import { describe, expect, it } from "vitest";

import { activityCsvHref, activityHref, parseActivityQuery } from "./filters";

const parse = (query: string) => parseActivityQuery(new URLSearchParams(query));

describe("activity query", () => {
  it("reads person, kind and page, each optional", () => {
    expect(parse("")).toEqual({ person: null, kind: null, page: 1 });
    expect(parse("person=abc123&kind=sign-in&page=3")).toEqual({ person: "abc123", kind: "sign-in", page: 3 });
    // An empty select ("All") is no filter.
    expect(parse("person=&kind=")).toEqual({ person: null, kind: null, page: 1 });
  });

  it("refuses what no form sends", () => {
    expect(parse("kind=drop-tables")).toBeNull();
    expect(parse("kind=sign-in&kind=sign-out")).toBeNull();
    expect(parse("person=%3Cscript%3E")).toBeNull();
    expect(parse("page=0")).toBeNull();
    expect(parse("page=two")).toBeNull();
  });

  it("builds the page and export addresses", () => {
    expect(activityHref({ person: null, kind: null, page: 1 })).toBe("/admin/activity");
    expect(activityHref({ person: "u1", kind: "faq-updated", page: 2 })).toBe(
      "/admin/activity?person=u1&kind=faq-updated&page=2",
    );
    expect(activityCsvHref({ person: "u1", kind: null, page: 4 })).toBe("/admin/activity.csv?person=u1");
  });
});
