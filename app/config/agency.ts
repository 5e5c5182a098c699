/**
 * The agency's identity: the one place for its name, contacts, offices, hours and links
 * (DECISIONS.md). The defaults are fictional; replace them here, or override the external
 * links with the environment variables named below.
 */

export interface PhoneNumber {
  label: string;
  /** As shown to people. */
  display: string;
  /** For tel: links (E.164). */
  e164: string;
}

export interface Office {
  name: string;
  street?: string;
  city: string;
  region: string;
  regionCode: string;
  postalCode?: string;
  country: string;
}

export interface OpeningHours {
  days: string;
  hours: string;
  /** schema.org day names; empty hours mean closed. */
  dayOfWeek: string[];
  opens?: string;
  closes?: string;
}

export interface SocialLink {
  network: "Facebook" | "LinkedIn" | "X" | "Instagram";
  href: string;
}

export const agency = {
  name: "TeamWork Staffing",
  logoText: "TeamWork",
  logoSubtext: "Staffing",
  tagline: "I WORK | YOU WORK | TEAM WORK",
  slogan: "From Coast to Coast, We Work For You.",
  description:
    "Temporary, temp-to-hire and direct-placement staffing for job seekers and employers across Louisiana and Texas.",
  serviceRegions: ["Louisiana", "Texas"],
  phones: {
    louisiana: { label: "Louisiana", display: "(337) 555-0142", e164: "+13375550142" },
    texas: { label: "Texas", display: "(409) 555-0178", e164: "+14095550178" },
  } satisfies Record<string, PhoneNumber>,
  email: "info@example.com",
  offices: [
    { name: "Louisiana Office", city: "Sulphur", region: "Louisiana", regionCode: "LA", country: "US" },
  ] satisfies Office[] as Office[],
  hours: [
    {
      days: "Mon-Fri",
      hours: "8:00 AM-5:00 PM",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "17:00",
    },
    { days: "Sat-Sun", hours: "Closed", dayOfWeek: ["Saturday", "Sunday"] },
  ] satisfies OpeningHours[] as OpeningHours[],
  /** The time zone in which dates are shown, on the server and in the browser alike. */
  timeZone: "America/Chicago",
  social: [
    { network: "Facebook", href: "https://www.facebook.com/" },
    { network: "LinkedIn", href: "https://www.linkedin.com/" },
    { network: "X", href: "https://x.com/" },
    { network: "Instagram", href: "https://www.instagram.com/" },
  ] satisfies SocialLink[] as SocialLink[],
} as const;

export interface ExternalLinks {
  onlineApplication: string;
  jobBoard: string;
  employeePortal: string;
}

/**
 * The external sites linked from the header and footer. ONLINE_APPLICATION_URL, JOB_BOARD_URL
 * and EMPLOYEE_PORTAL_URL override them (config/env.server.ts); the public layout's loader
 * hands the result to the browser.
 */
export const defaultExternalLinks: ExternalLinks = {
  onlineApplication: "https://apply.example.com",
  jobBoard: "https://jobs.example.com",
  employeePortal: "https://portal.example.com",
};
