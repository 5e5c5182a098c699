import type { ContactMessage } from "./contact-messages.server";
import { firstLine, formatReceivedShort } from "./received-time";

/*
 * Rows of the inbox's lists as the page shows them: the contact messages of the Inbox tab,
 * and the Spam tab's rows of either kind. (The Staff Requests tab's rows are the staff
 * requests feature's: app/features/staff-requests/request-rows.ts.)
 */

export interface InboxRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  received: string;
  firstLine: string;
  unread: boolean;
  handled: boolean;
}

export function inboxRow(message: ContactMessage): InboxRow {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    company: message.company,
    received: formatReceivedShort(message.createdAt),
    firstLine: firstLine(message.message),
    unread: message.readAt === null,
    handled: message.handledAt !== null,
  };
}

export interface SpamRow {
  id: string;
  type: "Message" | "Staff request";
  name: string;
  /** Company and email, for telling senders apart. */
  sender: string;
  /** The message's first line; a request's positions. */
  summary: string;
  received: string;
}

export function spamRow(message: ContactMessage): SpamRow {
  const request = message.kind === "staff-request";
  return {
    id: message.id,
    type: request ? "Staff request" : "Message",
    name: message.name,
    sender: [message.company, message.email].filter(Boolean).join(" · "),
    summary: firstLine(request ? message.positionsNeeded : message.message),
    received: formatReceivedShort(message.createdAt),
  };
}
