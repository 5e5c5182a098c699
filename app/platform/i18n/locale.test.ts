import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { inLocale } from "./catalogues.server";
import { localeFromPathname, localizedPath, pathWithoutLocale, samePageIn } from "./locale";
import { m } from "./messages";

describe("the language of an address", () => {
  it("is Spanish under /es only", () => {
    expect(localeFromPathname("/es")).toBe("es");
    expect(localeFromPathname("/es/contact")).toBe("es");
    expect(localeFromPathname("/es.data")).toBe("es");
    for (const path of ["/", "/contact", "/escape", "/estimates/es", "/admin"])
      expect(localeFromPathname(path)).toBe("en");
  });

  it("maps a page to its other-language twin and back", () => {
    expect(samePageIn("es", "/")).toBe("/es");
    expect(samePageIn("es", "/news/a-post")).toBe("/es/news/a-post");
    expect(samePageIn("en", "/es")).toBe("/");
    expect(samePageIn("en", "/es/services/dockside")).toBe("/services/dockside");
    expect(samePageIn("es", "/es/faqs")).toBe("/es/faqs");
    expect(pathWithoutLocale("/es/faqs")).toBe("/faqs");
  });

  it("leaves external and relative links alone", () => {
    expect(localizedPath("es", "https://example.com/x")).toBe("https://example.com/x");
    expect(localizedPath("es", "#main")).toBe("#main");
    expect(localizedPath("en", "/contact")).toBe("/contact");
  });
});

describe("messages", () => {
  it("come in the request's language, English outside one", async () => {
    expect(m.site_nav_home()).toBe("HOME");
    expect(inLocale("es", () => m.site_nav_home())).toBe("INICIO");
    // Concurrent work in both languages never sees the other's.
    const words = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        inLocale(i % 2 ? "es" : "en", async () => {
          await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5));
          return m.site_nav_contact_us();
        }),
      ),
    );
    expect(words.filter((word) => word === "CONTÁCTENOS")).toHaveLength(25);
    expect(words.filter((word) => word === "CONTACT US")).toHaveLength(25);
  });

  it("have the same names in both languages' catalogues, and no empty text", () => {
    const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8")) as {
      "plugin.inlang.messageFormat": { pathPattern: string[] };
    };
    const catalogue = (pattern: string, locale: string) =>
      JSON.parse(readFileSync(pattern.replace("{locale}", locale), "utf8")) as Record<string, string>;
    for (const pattern of settings["plugin.inlang.messageFormat"].pathPattern) {
      const [en, es] = [catalogue(pattern, "en"), catalogue(pattern, "es")];
      expect(Object.keys(es).sort(), pattern).toEqual(Object.keys(en).sort());
      for (const [name, text] of [...Object.entries(en), ...Object.entries(es)]) expect(text.trim(), name).not.toBe("");
    }
  });
});
