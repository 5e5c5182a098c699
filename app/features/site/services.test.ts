import { describe, expect, it } from "vitest";

import { inLocale } from "~/platform/i18n/catalogues.server";

import { serviceReasons, serviceText, serviceTitles } from "./service-text.server";
import { featuredServices, findServiceCategory, serviceCategories } from "./services";

const text = (slug: string) => serviceText(findServiceCategory(slug)!);

describe("service categories", () => {
  it("are the agency's twelve, in its order", () => {
    expect(serviceCategories.map((c) => c.slug)).toEqual([
      "office-support",
      "skilled-trades",
      "customer-service",
      "light-industrial",
      "hospital",
      "professional-placement",
      "heavy-equipment",
      "cdl-drivers",
      "dockside",
      "oil-and-gas",
      "hospitality",
      "gaming-casino",
    ]);
  });

  it("each have a title, a one-line description and eight distinct positions, in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      inLocale(locale, () => {
        for (const category of serviceCategories.map(serviceText)) {
          expect(category.title.length).toBeGreaterThan(0);
          expect(category.description).not.toContain("\n");
          expect(category.positions).toHaveLength(8);
          expect(new Set(category.positions).size).toBe(8);
        }
      });
    }
  });

  it("keep the position lists the agency gives", () => {
    expect(text("dockside").positions).toEqual([
      "Longshoremen",
      "Port Workers",
      "Cargo Handlers",
      "Crane Operators",
      "Stevedores",
      "Maritime Equipment Operators",
      "Dock Supervisors",
      "Shipping Coordinators",
    ]);
    expect(text("gaming-casino").positions).toContain("Guest Services Representatives");
    expect(text("professional-placement").positions).toContain("Finance & Accounting Managers");
  });

  it("are in Spanish on Spanish pages", () => {
    inLocale("es", () => {
      expect(text("dockside").title).toBe("Muelles y puertos");
      expect(text("oil-and-gas").needStaff).toBe("¿Necesita personal para petróleo y gas?");
      expect(serviceTitles()[0]).toEqual({ slug: "office-support", icon: "office", title: "Apoyo de oficina" });
    });
    expect(text("dockside").staffing).toBe("Dockside Staffing");
    expect(text("dockside").needStaff).toBe("Need dockside workers?");
  });

  it("each ask its own question, never the title glued into 'Need … Staff?'", () => {
    expect(text("cdl-drivers").needStaff).toBe("Need CDL drivers?");
    for (const category of serviceCategories) {
      const { title, needStaff } = serviceText(category);
      expect(needStaff).not.toBe(`Need ${title} Staff?`);
      expect(needStaff).not.toMatch(/ [A-Z][a-z]+ Staff\?$/);
    }
  });

  it("finds nothing for an unknown slug", () => {
    expect(findServiceCategory("plumbing")).toBeUndefined();
    expect(findServiceCategory(undefined)).toBeUndefined();
  });

  it("feature the six of the services overview", () => {
    expect(featuredServices().map((c) => serviceText(c).title)).toEqual([
      "Oil and Gas",
      "Dockside",
      "Hospitality",
      "Office Support",
      "Skilled Trades",
      "Light Industrial",
    ]);
  });

  it("share the four reasons of the 'Why Choose Us' block", () => {
    expect(serviceReasons().map((r) => r.title)).toEqual(["Experience", "Reliability", "Flexibility", "Quality"]);
    expect(inLocale("es", () => serviceReasons().map((r) => r.title))).toEqual([
      "Experiencia",
      "Confiabilidad",
      "Flexibilidad",
      "Calidad",
    ]);
  });
});
