import type { ContactMessage } from "~/features/inbox/contact-messages.server";
import { formatReceivedShort } from "~/features/inbox/received-time";

import { formatStartDateShort } from "./start-date";

/** A row of the inbox's Staff Requests tab: Company, Contact, Workers, Start Date, Received. */
export interface RequestRow {
  id: string;
  company: string;
  contact: string;
  email: string;
  phone: string;
  workers: number | null;
  startDate: string;
  received: string;
  unread: boolean;
  handled: boolean;
}

export function requestRow(request: ContactMessage): RequestRow {
  return {
    id: request.id,
    company: request.company,
    contact: request.name,
    email: request.email,
    phone: request.phone,
    workers: request.workers,
    startDate: request.startDate ? formatStartDateShort(request.startDate) : "",
    received: formatReceivedShort(request.createdAt),
    unread: request.readAt === null,
    handled: request.handledAt !== null,
  };
}
