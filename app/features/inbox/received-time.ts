import { agencyDateTimeFormat } from "~/platform/format/format-date-time";

const dateTime = agencyDateTimeFormat({ month: "long" });

/** "November 21, 2026 at 3:04 PM" (America/Chicago). */
export function formatReceived(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}

const shortDateTime = agencyDateTimeFormat({ month: "short" });

/** "Nov 21, 2026, 3:04 PM" (America/Chicago), for lists. */
export function formatReceivedShort(value: Date | string): string {
  return shortDateTime.format(typeof value === "string" ? new Date(value) : value);
}

/** A message's first line, for the list (the whole message is on its own page). */
export function firstLine(message: string, maxLength = 90): string {
  const line =
    message
      .split("\n")
      .find((text) => text.trim() !== "")
      ?.trim() ?? "";
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}
