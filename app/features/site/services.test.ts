import { describe, expect, it } from "vitest";

import { featuredServices, findServiceCategory, serviceCategories, serviceReasons } from "./services";

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

  it("each have a title, a one-line description and eight distinct positions", () => {
    for (const category of serviceCategories) {
      expect(category.title.length).toBeGreaterThan(0);
      expect(category.description).not.toContain("\n");
      expect(category.positions).toHaveLength(8);
      expect(new Set(category.positions).size).toBe(8);
    }
  });

  it("keep the position lists the agency gives", () => {
    expect(findServiceCategory("dockside")?.positions).toEqual([
      "Longshoremen",
      "Port Workers",
      "Cargo Handlers",
      "Crane Operators",
      "Stevedores",
      "Maritime Equipment Operators",
      "Dock Supervisors",
      "Shipping Coordinators",
    ]);
    expect(findServiceCategory("gaming-casino")?.positions).toContain("Guest Services Representatives");
    expect(findServiceCategory("professional-placement")?.positions).toContain("Finance & Accounting Managers");
  });

  it("finds nothing for an unknown slug", () => {
    expect(findServiceCategory("plumbing")).toBeUndefined();
    expect(findServiceCategory(undefined)).toBeUndefined();
  });

  it("feature the six of the services overview", () => {
    expect(featuredServices().map((c) => c.title)).toEqual([
      "Oil and Gas",
      "Dockside",
      "Hospitality",
      "Office Support",
      "Skilled Trades",
      "Light Industrial",
    ]);
  });

  it("share the four reasons of the 'Why Choose Us' block", () => {
    expect(serviceReasons.map((r) => r.title)).toEqual(["Experience", "Reliability", "Flexibility", "Quality"]);
  });
});
