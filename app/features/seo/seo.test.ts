import { describe, expect, it } from "vitest";

import { pageMeta, siteFromMatches, type SiteMeta } from "./seo";

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

const site = (publicUrl: string, agencyName = "Gulf Staffing"): SiteMeta => ({ publicUrl, agencyName, regions: [] });

describe("pageMeta", () => {
  const tags = pageMeta(site("https://www.example.com"), { title: "FAQs", description: "Answers.", path: "/faqs" });

  it("names the page and the agency (from the settings) in the title", () => {
    expect(tags[0]).toEqual({ title: "FAQs | Gulf Staffing" });
    expect(find(tags, "property", "og:title")?.content).toBe("FAQs | Gulf Staffing");
    expect(find(tags, "property", "og:site_name")?.content).toBe("Gulf Staffing");
  });

  it("uses the page's own name alone when the agency's is unknown", () => {
    const unnamed = pageMeta(site("", ""), { title: "FAQs", description: "", path: "/faqs" });
    expect(unnamed[0]).toEqual({ title: "FAQs" });
    expect(find(unnamed, "property", "og:site_name")).toBeUndefined();
  });

  it("links the canonical URL on the public origin", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe("https://www.example.com/faqs");
    expect(find(tags, "property", "og:url")?.content).toBe("https://www.example.com/faqs");
  });

  it("describes the page", () => {
    expect(find(tags, "name", "description")?.content).toBe("Answers.");
    expect(find(tags, "property", "og:description")?.content).toBe("Answers.");
  });

  it("adds an Open Graph image only when there is one", () => {
    expect(find(tags, "property", "og:image")).toBeUndefined();
    const withImage = pageMeta(site("https://x.test"), {
      title: "A",
      description: "B",
      path: "/news/a",
      type: "article",
      image: "https://img.test/a.jpg",
    });
    expect(find(withImage, "property", "og:image")?.content).toBe("https://img.test/a.jpg");
    expect(find(withImage, "property", "og:type")?.content).toBe("article");
  });

  it("gives the share image's size and description when known", () => {
    const withImage = pageMeta(site("https://x.test"), {
      title: "A",
      description: "B",
      path: "/news/a",
      image: "https://x.test/media/abc/1600.jpg",
      imageWidth: 1600,
      imageHeight: 900,
      imageAlt: "Workers on a dock",
    });
    expect(find(withImage, "property", "og:image:width")?.content).toBe("1600");
    expect(find(withImage, "property", "og:image:height")?.content).toBe("900");
    expect(find(withImage, "property", "og:image:alt")?.content).toBe("Workers on a dock");
    expect(find(withImage, "name", "twitter:image:alt")?.content).toBe("Workers on a dock");
    expect(find(withImage, "name", "twitter:card")?.content).toBe("summary_large_image");
    const sizeUnknown = pageMeta(site("https://x.test"), {
      title: "A",
      description: "B",
      path: "/news/a",
      image: "https://img.test/a.jpg",
    });
    expect(find(sizeUnknown, "property", "og:image:width")).toBeUndefined();
  });

  it("keeps a full title as given", () => {
    expect(pageMeta(site(""), { title: "Home title", fullTitle: true, description: "", path: "/" })[0]).toEqual({
      title: "Home title",
    });
  });
});

describe("siteFromMatches", () => {
  it("reads the public layout's loader data", () => {
    const loaderData = { publicUrl: "https://a.test", agency: { name: "A Staffing", regions: ["Texas"] } };
    expect(siteFromMatches([{ id: "root" }, { id: "routes/_public", loaderData }])).toMatchObject({
      publicUrl: "https://a.test",
      agencyName: "A Staffing",
      regions: ["Texas"],
    });
    expect(siteFromMatches([undefined, { id: "root" }])).toEqual({
      publicUrl: "",
      agencyName: "",
      regions: [],
      agency: undefined,
    });
  });
});
