import { describe, expect, it } from "vitest";

import { directionsUrl, findOffice, officePhones, officeSlugs } from "./public-offices";
import { agencyWithTwoOffices } from "./two-offices.fixture.server";

const office = (name: string, city = "Sulphur", state = "LA") => ({ name, city, state });

describe("office slugs", () => {
  it("come from the office's name", () => {
    expect(officeSlugs([office("Louisiana Office"), office("Texas Office", "Beaumont", "TX")])).toEqual([
      "louisiana-office",
      "texas-office",
    ]);
  });

  it("stay the same when the list is reordered", () => {
    const offices = [office("Lake Charles"), office("Beaumont", "Beaumont", "TX"), office("Orange", "Orange", "TX")];
    const before = new Map(offices.map((item, index) => [item.name, officeSlugs(offices)[index]]));
    const reordered = [...offices].reverse();
    const after = new Map(reordered.map((item, index) => [item.name, officeSlugs(reordered)[index]]));
    expect(after).toEqual(before);
  });

  it("tell offices of the same name apart by their city, then by a number", () => {
    expect(
      officeSlugs([
        office("Gulf Office", "Lake Charles"),
        office("Gulf Office", "Beaumont", "TX"),
        office("Gulf Office", "Beaumont", "TX"),
      ]),
    ).toEqual(["gulf-office-lake-charles", "gulf-office-beaumont", "gulf-office-beaumont-2"]);
  });

  it("use the city when the name has no letter or digit, and are always unique", () => {
    expect(officeSlugs([office("★", "Orange", "TX")])).toEqual(["orange-tx"]);
    const slugs = officeSlugs([office("★", "Lake Charles"), office("Lake Charles LA"), office("Lake Charles")]);
    expect(slugs).toEqual(["lake-charles-la-lake-charles", "lake-charles-la-sulphur", "lake-charles"]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("the public offices", () => {
  const agency = agencyWithTwoOffices();
  const [louisiana, texas] = agency.offices;

  it("have their slug and their own phone, if any", () => {
    expect(louisiana).toMatchObject({ slug: "louisiana-office", phone: null });
    expect(texas).toMatchObject({ slug: "texas-office", phone: { display: "(409) 555-0100", e164: "+14095550100" } });
    expect(findOffice(agency.offices, "texas-office")).toBe(texas);
    expect(findOffice(agency.offices, "nowhere")).toBeUndefined();
  });

  it("show the site's main numbers when an office has no phone of its own", () => {
    expect(officePhones(louisiana!, agency.phones).map((phone) => phone.e164)).toEqual([
      "+13375550142",
      "+14095550178",
    ]);
    expect(officePhones(texas!, agency.phones).map((phone) => phone.e164)).toEqual(["+14095550100"]);
  });

  it("give directions as a plain maps search for the address", () => {
    expect(directionsUrl(louisiana!)).toBe(
      "https://www.google.com/maps/search/?api=1&query=100%20Main%20St%2C%20Sulphur%2C%20LA%2070663",
    );
    // Without a street, the office's name helps the search find the place.
    expect(directionsUrl(texas!)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Texas%20Office%2C%20Beaumont%2C%20TX",
    );
  });
});
