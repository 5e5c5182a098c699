import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { catalogueParts, messagePart } from "../../build-tools/catalogue-chunks";

/*
 * The compiled catalogues (npm run messages, run before the tests) cut into the parts the
 * browser loads one at a time (docs/i18n.md): every message in exactly one part, none lost.
 */

const compiled = (locale: string) => readFileSync(`app/platform/i18n/paraglide/messages/${locale}.js`, "utf8");

describe("catalogue parts", () => {
  it("hold every message of each language once, each in the part its name starts with", async () => {
    for (const locale of ["en", "es"]) {
      const all = (await import(`../../app/platform/i18n/paraglide/messages/${locale}.js`)) as Record<string, unknown>;
      const parts = catalogueParts(compiled(locale));
      const names = [...parts].flatMap(([part, code]) =>
        [...code.matchAll(/^export const (\w+) =/gm)].map(([, name]) => {
          expect(messagePart(name!)).toBe(part);
          return name!;
        }),
      );
      expect(names.sort()).toEqual(Object.keys(all).sort());
      expect([...parts.keys()]).toEqual(expect.arrayContaining(["site", "contact", "home", "svc"]));
    }
  });

  it("is a module of its own per part, which imports nothing", () => {
    const contact = catalogueParts(compiled("es")).get("contact")!;
    expect(contact).not.toMatch(/^import /m);
    expect(contact).toContain("¡Gracias por su mensaje! Nos comunicaremos con usted pronto.");
    expect(contact).not.toContain("site_nav_home");
  });

  it("refuses a catalogue it cannot read whole, and a name without its part", () => {
    expect(() => catalogueParts("export const a_b = () => {\n  return `x`;\n};\nexport const c_d = 1;\n")).toThrow(
      /Read 1 of the catalogue's 2 messages/,
    );
    expect(() => messagePart("nopart")).toThrow(/does not start with its part/);
  });
});
