import type { EmploymentAgency, WithContext } from "schema-dts";

import { openingHours, postalAddress } from "~/features/seo/structured-data";
import type { PublicAgency } from "~/features/settings/public-agency";
import { officePhones, type PublicOffice } from "~/features/settings/public-offices";

/*
 * An office page's structured data. Its own module, not the seo feature's structured-data.ts:
 * that one is in the script every public page loads first, and only /locations/{slug} needs
 * this (docs/speed-and-search.md: the first load of / is at its budget).
 */

/**
 * One office as an EmploymentAgency, on its page (/locations/{slug}): its address, where it
 * is (`geo`, from the ZIP dataset, when known), its phone (its own, else the site's first
 * number), the site-wide hours and its page's address (`url`, in the page's language).
 */
export function officeJsonLd({
  office,
  agency,
  geo,
  url,
}: {
  office: PublicOffice;
  agency: Pick<PublicAgency, "name" | "phones" | "hours">;
  geo: { latitude: number; longitude: number } | null;
  url: string;
}): WithContext<EmploymentAgency> {
  const [phone] = officePhones(office, agency.phones);
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    name: agency.name ? `${agency.name}, ${office.name}` : office.name,
    address: postalAddress(office),
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude } } : {}),
    ...(phone ? { telephone: phone.e164 } : {}),
    openingHoursSpecification: openingHours(agency.hours),
    url,
  };
}
