import { describe, expect, it } from "vitest";

import { pageMeta, siteFromMatches, type SiteMeta } from "./seo";

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

const site = (publicUrl: string, agencyName = "Gulf Staffing"): SiteMeta => ({
  locale: "en",
  publicUrl,
  agencyName,
  regions: [],
});

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

describe("pages in two languages", () => {
  const links = (tags: ReturnType<typeof pageMeta>) =>
    tags.filter((tag) => "tagName" in tag).map((tag) => ({ ...tag }) as Record<string, unknown>);

  it("gives the Spanish page its own canonical address and both pages the same alternates", () => {
    const english = links(pageMeta(site("https://a.test"), { title: "Contact", description: "", path: "/contact" }));
    const spanish = links(
      pageMeta({ ...site("https://a.test"), locale: "es" }, { title: "Contacto", description: "", path: "/contact" }),
    );
    expect(english.find((tag) => tag.rel === "canonical")?.href).toBe("https://a.test/contact");
    expect(spanish.find((tag) => tag.rel === "canonical")?.href).toBe("https://a.test/es/contact");
    const alternates = (tags: Record<string, unknown>[]) =>
      tags.filter((tag) => tag.rel === "alternate").map((tag) => `${String(tag.hrefLang)} ${String(tag.href)}`);
    expect(alternates(english)).toEqual([
      "en https://a.test/contact",
      "es https://a.test/es/contact",
      "x-default https://a.test/contact",
    ]);
    expect(alternates(spanish)).toEqual(alternates(english));
    expect(
      alternates(links(pageMeta(site("https://a.test"), { title: "Home", description: "", path: "/" }))),
    ).toContain("es https://a.test/es");
  });

  it("gives an untranslated item no alternates, and its Spanish copy noindex", () => {
    const seo = { title: "Article", description: "", path: "/news/a", untranslated: true };
    const english = pageMeta(site("https://a.test"), seo);
    const spanish = pageMeta({ ...site("https://a.test"), locale: "es" }, seo);
    for (const tags of [english, spanish])
      expect(tags.some((tag) => "rel" in tag && tag.rel === "alternate")).toBe(false);
    expect(english).not.toContainEqual({ name: "robots", content: "noindex" });
    expect(spanish).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("knows a Spanish page by its copy of the public layout", () => {
    expect(siteFromMatches([{ id: "root" }, { id: "es/routes/_public", loaderData: {} }]).locale).toBe("es");
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
      locale: "en",
      publicUrl: "",
      agencyName: "",
      regions: [],
      agency: undefined,
    });
  });
});
