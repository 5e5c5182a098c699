import { and, eq } from "drizzle-orm";

import type { DatabaseTransaction } from "~/features/activity/activity.server";
import { changeWithActivity, type ContentEditor } from "~/features/content-lists/content-activity.server";
import {
  deleteContactMessage,
  setMessageHandled,
  setMessageSpam,
  type ContactMessage,
  type SpamReason,
} from "~/features/inbox/contact-messages.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";

import type { StaffRequestValues } from "./staff-request";

/*
 * Staff requests as the inbox keeps them: rows of contact_messages of kind "staff-request"
 * (the inbox's spam, retention and read marks apply). Staff changes are written with their
 * activity row in one transaction. The row names no person in the log: its id, and how many
 * workers from when.
 */

const STAFF_REQUEST_KIND = "staff-request";

export type StaffRequestLanguage = "en" | "es";

export interface NewStaffRequest {
  /** Checked and tidied (validateStaffRequest, tidyStaffRequest). */
  values: StaffRequestValues;
  language: StaffRequestLanguage;
  clientIp: string;
  spamReason: SpamReason | null;
}

export async function storeStaffRequest(input: NewStaffRequest, db: Database = getDb()): Promise<ContactMessage> {
  const { details, workers, startDate, ...fields } = input.values;
  const [row] = await db
    .insert(contactMessages)
    .values({
      ...fields,
      kind: STAFF_REQUEST_KIND,
      message: details,
      workers: Number(workers),
      startDate,
      language: input.language,
      clientIp: input.clientIp,
      spamReason: input.spamReason,
      isSpam: input.spamReason !== null,
    })
    .returning();
  return row!;
}

export function isStaffRequest(row: Pick<ContactMessage, "kind">): boolean {
  return row.kind === STAFF_REQUEST_KIND;
}

/** What staff do to a request from its page. */
export type StaffRequestChange = "handled" | "not-handled" | "spam" | "not-spam" | "delete";

const activityKinds = {
  handled: "staff-request-handled",
  "not-handled": "staff-request-not-handled",
  spam: "staff-request-spam",
  "not-spam": "staff-request-not-spam",
  delete: "staff-request-deleted",
} as const;

/** How the activity log names a request: no person, no company. */
function activityTitle(row: ContactMessage): string {
  const workers = row.workers === 1 ? "1 worker" : `${row.workers ?? 0} workers`;
  return row.startDate ? `${workers} from ${row.startDate}` : workers;
}

/**
 * Applies `change` to the request `id` and records it in the activity log, both or neither.
 * False when there is no such request (nothing written).
 */
export async function changeStaffRequest(
  id: string,
  change: StaffRequestChange,
  editor: ContentEditor,
  db: Database = getDb(),
): Promise<boolean> {
  const lock = async (tx: DatabaseTransaction) => {
    const [row] = await tx
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.id, id), eq(contactMessages.kind, STAFF_REQUEST_KIND)))
      .for("update");
    return row ?? null;
  };
  const outcome = await changeWithActivity(db, editor, lock, async (tx, row) => {
    if (change === "delete") await deleteContactMessage(id, tx);
    else if (change === "handled" || change === "not-handled")
      await setMessageHandled(id, change === "handled" ? editor.actor : null, tx);
    else await setMessageSpam(id, change === "spam", tx);
    return { kind: activityKinds[change], entity: { type: STAFF_REQUEST_KIND, id, title: activityTitle(row) } };
  });
  return outcome !== "not-found";
}
