import { describe, expect, it } from "vitest";

import { inLocale } from "~/platform/i18n/catalogues.server";

import { agencyDefaults } from "./agency-defaults";
import { externalLinksOf, toPublicAgency } from "./public-agency.server";

const settings = {
  ...agencyDefaults,
  onlineApplicationUrl: "https://apply.example.com",
  jobBoardUrl: "https://jobs.example.com",
};

describe("externalLinksOf: where the job board and application links lead", () => {
  it("keeps the spec's external sites while the job board is off", () => {
    expect(externalLinksOf(settings)).toMatchObject({
      onlineApplication: "https://apply.example.com",
      jobBoard: "https://jobs.example.com",
    });
    expect(toPublicAgency(settings).jobBoard).toBe(false);
  });

  it("leads to /jobs and /apply ('Apply Online') with the board on", () => {
    const on = { ...settings, jobBoardEnabled: true };
    expect(externalLinksOf(on)).toMatchObject({ jobBoard: "/jobs", onlineApplication: "/apply" });
    expect(toPublicAgency(on).jobBoard).toBe(true);
  });
});

describe("the agency on the public pages", () => {
  it("has the Spanish tagline and slogan on Spanish pages, and the same name", () => {
    const english = toPublicAgency(agencyDefaults);
    expect(english.tagline).toBe("I WORK | YOU WORK | TEAM WORK");
    expect(english.slogan).toBe("From Coast to Coast, We Work For You.");
    expect(english.regionsText).toBe("Louisiana and Texas");

    const spanish = inLocale("es", () => toPublicAgency(agencyDefaults));
    expect(spanish.tagline).toBe("YO TRABAJO | TÚ TRABAJAS | TRABAJO EN EQUIPO");
    expect(spanish.slogan).toBe("De costa a costa, trabajamos para usted.");
    expect(spanish.regionsText).toBe("Luisiana y Texas");
    expect(spanish.name).toBe(english.name);
  });

  it("shows what staff saved for the Spanish pages, and nothing when they cleared it", () => {
    const saved = { ...agencyDefaults, taglineSpanish: "", sloganSpanish: "Trabajamos para usted." };
    const spanish = inLocale("es", () => toPublicAgency(saved));
    expect(spanish.tagline).toBe("");
    expect(spanish.slogan).toBe("Trabajamos para usted.");
    expect(toPublicAgency(saved).slogan).toBe("From Coast to Coast, We Work For You.");
  });
});
