import type { StaffMember } from "~/features/staff/staff.server";
import { formatDateTime } from "~/platform/format/format-date-time";

/** `npm run admin -- list`: one aligned line per staff member, under a header. */
export function staffListing(staff: StaffMember[]): string {
  if (staff.length === 0) return "No staff accounts yet. Create one with: npm run admin -- create --email E";
  const rows = [
    ["EMAIL", "NAME", "TWO-FACTOR", "LAST SIGN-IN", "STATUS"],
    ...staff.map((member) => [
      member.email,
      member.name,
      member.twoFactor,
      formatDateTime(member.lastSignInAt) ?? "Not in the last year",
      member.status,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
