import { data } from "react-router";

import { openJobsNear } from "~/features/jobs/job-board.server";
import type { JobDistance } from "~/features/jobs/job-distances";
import { placeOfCity, placeOfZip, type Place } from "~/features/jobs/zip-codes.server";
import { toPublicAgency } from "~/features/settings/public-agency.server";
import { findOffice, type PublicOffice } from "~/features/settings/public-offices";
import { getSiteSettings } from "~/features/settings/settings.server";

/** How far from an office its page looks for open jobs ('Open Jobs Near This Office'). */
const OFFICE_JOBS_MILES = 25 satisfies JobDistance;
/** How many of them it lists; 'See all N jobs near this office' leads to the rest on /jobs. */
const OFFICE_JOBS_SHOWN = 6;

/**
 * Where an office is, from the ZIP dataset: its ZIP code's place, else (no ZIP, or one the
 * dataset does not know) its city's. Undefined when the dataset knows neither.
 */
export function officePlace(office: Pick<PublicOffice, "zip" | "city" | "state">): Place | undefined {
  return (office.zip ? placeOfZip(office.zip.slice(0, 5)) : undefined) ?? placeOfCity(office.city, office.state);
}

/** The office's place as /jobs reads a location: its ZIP code when the dataset knows it, else "City, ST". */
function searchLocation(office: PublicOffice): string {
  const zip = office.zip.slice(0, 5);
  return zip && placeOfZip(zip) ? zip : `${office.city}, ${office.state}`;
}

/**
 * /locations/{slug}: the office (404 for a slug no office has), where it is for its
 * structured data, and, while the job board is on, the open jobs within OFFICE_JOBS_MILES.
 */
export async function loadOfficePage(slug: string | undefined) {
  const settings = await getSiteSettings();
  const office = findOffice(toPublicAgency(settings).offices, slug);
  if (!office) throw data(null, { status: 404 });
  const place = officePlace(office);
  return {
    office,
    geo: place ? { latitude: place.latitude, longitude: place.longitude } : null,
    miles: OFFICE_JOBS_MILES,
    openJobs: settings.jobBoardEnabled
      ? await openJobsNear(searchLocation(office), OFFICE_JOBS_MILES, OFFICE_JOBS_SHOWN)
      : null,
  };
}
