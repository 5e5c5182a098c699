/*
 * What the environment's defaults need of the agency's identity as it ships: its name (the
 * sender of mail when MAIL_FROM is unset) and the external links' placeholder addresses. The
 * rest of the identity is settings (app/features/settings/agency-defaults.ts).
 */

export const DEFAULT_AGENCY_NAME = "TeamWork Staffing";

/** The agency's other sites; an empty address hides their links. */
export interface ExternalLinks {
  onlineApplication: string;
  jobBoard: string;
  employeePortal: string;
}

/** The external links when neither staff nor the environment set them (placeholders). */
export const defaultExternalLinks: ExternalLinks = {
  onlineApplication: "https://apply.example.com",
  jobBoard: "https://jobs.example.com",
  employeePortal: "https://portal.example.com",
};
