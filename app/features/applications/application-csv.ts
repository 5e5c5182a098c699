import { toCsv } from "~/features/activity/csv";

import { applicationJobLabel, stageLabel } from "./application-stages";
import { formatUsPhone } from "./us-phone";

/*
 * 'Export CSV' of /admin/applications: the filtered rows. Every cell an applicant typed goes
 * through csvCell, which makes a formula-looking cell text (OWASP's CSV injection advice).
 */

export const APPLICATION_CSV_HEADER = [
  "Received",
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "ZIP Code",
  "Job",
  "Stage",
  "Screening",
  "Resume",
  "Language",
  "Jobs I'm interested in",
  "Where would you like to work?",
  "Text me",
  "Message",
] as const;

export interface ApplicationCsvRow {
  receivedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  jobId: string | null;
  jobTitle: string;
  stage: string;
  meetsScreening: boolean;
  resumeType: string | null;
  language: string;
  interests: string[];
  preferredLocation: string;
  textConsentAt: Date | null;
  message: string;
}

export function applicationsCsv(rows: readonly ApplicationCsvRow[]): string {
  return toCsv(
    APPLICATION_CSV_HEADER,
    rows.map((row) => [
      row.receivedAt.toISOString(),
      row.firstName,
      row.lastName,
      row.email,
      formatUsPhone(row.phone),
      row.zip,
      applicationJobLabel(row),
      stageLabel(row.stage),
      row.meetsScreening ? "" : "Does not meet",
      row.resumeType ?? "",
      row.language === "es" ? "Spanish" : "English",
      row.interests.join("; "),
      row.preferredLocation,
      row.textConsentAt ? row.textConsentAt.toISOString() : "",
      row.message,
    ]),
  );
}
