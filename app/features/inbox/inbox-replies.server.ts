import { asc, eq } from "drizzle-orm";

import { recordActivity } from "~/features/activity/activity.server";
import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { notificationAddress } from "~/features/settings/site-settings";
import { getDb, type Database } from "~/platform/db/client.server";
import { inboxReplies, type InboxReply } from "~/platform/db/schema";
import { log, withoutEmailAddresses } from "~/platform/log/log.server";
import { sendMail, type OutgoingMail } from "~/platform/mail/mailer.server";

import { getContactMessage, setMessageHandled } from "./contact-messages.server";
import type { ReplyValues } from "./reply-form";
import { replyMail } from "./reply-mail.server";

/*
 * Replies sent from an open contact message. The mail goes first, outside any transaction:
 * on PGlite a transaction holds the one connection, and an SMTP exchange may take seconds.
 * Only once the mail server took it are the reply, the handled mark and the activity row
 * written, in one transaction; a failed mail writes nothing.
 */

export type ReplyOutcome =
  | { kind: "sent"; reply: InboxReply }
  /** No such contact message (a staff request has no reply form). */
  | { kind: "not-found" }
  /** In Spam: answering it would tell a spammer the address is read. */
  | { kind: "spam" }
  /** The mail server refused or could not be reached: nothing written. */
  | { kind: "not-sent" };

export async function sendReply(
  input: { messageId: string; values: ReplyValues; editor: ContentEditor },
  { send = sendMail, db = getDb() }: { send?: (mail: OutgoingMail) => Promise<unknown>; db?: Database } = {},
): Promise<ReplyOutcome> {
  const { messageId, values, editor } = input;
  const message = await getContactMessage(messageId, db);
  if (!message || message.kind !== "message") return { kind: "not-found" };
  if (message.isSpam) return { kind: "spam" };
  const settings = await getSiteSettings();
  try {
    await send(
      replyMail({
        to: message.email,
        subject: values.subject,
        body: values.message,
        agencyName: settings.agencyName,
        replyTo: notificationAddress(settings),
        language: message.language,
        fromName: senderName(settings),
      }),
    );
  } catch (error) {
    // The reason only, without addresses: never the reply's text nor its subject.
    const reason = withoutEmailAddresses(error instanceof Error ? error.message : String(error));
    log.error(`inbox: the reply to message ${messageId} could not be sent: ${reason}`);
    return { kind: "not-sent" };
  }
  const reply = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(inboxReplies)
      .values({
        messageId,
        staffId: editor.actor.id,
        staffName: editor.actor.name ?? editor.actor.email ?? "",
        to: message.email,
        subject: values.subject,
        body: values.message,
      })
      .returning();
    await setMessageHandled(messageId, editor.actor, tx);
    await recordActivity(tx, {
      kind: "message-replied",
      actor: editor.actor,
      origin: editor.origin,
      // No name nor subject: the log is kept a year, longer than the message may be.
      entity: { type: "message", id: messageId },
    });
    return stored!;
  });
  return { kind: "sent", reply };
}

/** A message's replies, oldest first (as a conversation reads). */
export async function repliesOf(messageId: string, db: Database = getDb()): Promise<InboxReply[]> {
  return db
    .select()
    .from(inboxReplies)
    .where(eq(inboxReplies.messageId, messageId))
    .orderBy(asc(inboxReplies.sentAt), asc(inboxReplies.id));
}
