import type { ActivityRow } from "~/platform/db/schema";
import { formatDateTime } from "~/platform/format/format-date-time";
import { describeDevice } from "~/platform/http/user-agent";

import { activityKindLabel } from "./kinds";

/** One activity row as the page, the dashboard and the CSV export show it. */
export interface ActivityView {
  id: string;
  /** ISO 8601, for <time dateTime> and the CSV. */
  at: string;
  atText: string;
  kind: string;
  kindLabel: string;
  /** The staff member's name, or the email tried, or "Command line". */
  who: string;
  whoEmail: string | null;
  /** What was acted on: "FAQ “How do I apply?”". */
  what: string | null;
  changedFields: string[];
  detail: string | null;
  ipAddress: string | null;
  device: string | null;
}

const ENTITY_NAMES: Readonly<Record<string, string>> = {
  faq: "FAQ",
  post: "Post",
  setting: "Setting",
  settings: "Settings",
  staff: "Staff member",
  invitation: "Invitation",
  passkey: "Passkey",
  session: "Session",
  "staff-request": "Staff request",
  message: "Contact message",
};

function whoOf(row: ActivityRow): string {
  if (row.actorName) return row.actorName;
  if (row.actorEmail) return row.actorEmail;
  return row.actorId ? "Former staff member" : "Command line";
}

function whatOf(row: ActivityRow): string | null {
  if (!row.entityType) return null;
  const name = ENTITY_NAMES[row.entityType] ?? row.entityType;
  return row.entityTitle ? `${name} “${row.entityTitle}”` : name;
}

export function toActivityView(row: ActivityRow): ActivityView {
  return {
    id: row.id,
    at: row.occurredAt.toISOString(),
    atText: formatDateTime(row.occurredAt) ?? "",
    kind: row.kind,
    kindLabel: activityKindLabel(row.kind),
    who: whoOf(row),
    whoEmail: row.actorName ? row.actorEmail : null,
    what: whatOf(row),
    changedFields: row.changedFields ?? [],
    detail: row.detail,
    ipAddress: row.ipAddress,
    device: row.userAgent ? describeDevice(row.userAgent) : null,
  };
}

/** The CSV export's columns. */
export const ACTIVITY_CSV_HEADER = [
  "When (UTC)",
  "Kind",
  "Who",
  "Email",
  "What",
  "Entity ID",
  "Fields changed",
  "Details",
  "IP address",
  "Device",
  "User agent",
] as const;

export function activityCsvRow(row: ActivityRow): Array<string | null> {
  const view = toActivityView(row);
  return [
    view.at,
    view.kindLabel,
    view.who,
    row.actorEmail,
    view.what,
    row.entityId,
    view.changedFields.join("; "),
    view.detail,
    view.ipAddress,
    view.device,
    row.userAgent,
  ];
}
