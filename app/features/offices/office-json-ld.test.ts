import { describe, expect, it } from "vitest";

import { agencyWithTwoOffices } from "~/features/settings/two-offices.fixture.server";

import { officeJsonLd } from "./office-json-ld";

describe("officeJsonLd", () => {
  const agency = agencyWithTwoOffices();
  const [louisiana, texas] = agency.offices;
  const url = "https://www.example.com/locations/louisiana-office";

  it("describes an office as an EmploymentAgency: address, geo, telephone, opening hours and url", () => {
    expect(officeJsonLd({ office: louisiana!, agency, geo: { latitude: 30.2, longitude: -93.4 }, url })).toEqual({
      "@context": "https://schema.org",
      "@type": "EmploymentAgency",
      name: "TeamWork Staffing, Louisiana Office",
      address: {
        "@type": "PostalAddress",
        streetAddress: "100 Main St",
        addressLocality: "Sulphur",
        addressRegion: "LA",
        postalCode: "70663",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 30.2, longitude: -93.4 },
      // No phone of its own: the site's first number.
      telephone: "+13375550142",
      openingHoursSpecification: [
        expect.objectContaining({ "@type": "OpeningHoursSpecification", opens: "08:00", closes: "17:00" }),
        expect.objectContaining({ "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00" }),
      ],
      url,
    });
  });

  it("gives the office's own phone, and no geo when the place is unknown", () => {
    const ld = officeJsonLd({ office: texas!, agency, geo: null, url });
    expect(ld).toMatchObject({ telephone: "+14095550100" });
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("address.streetAddress");
  });
});
