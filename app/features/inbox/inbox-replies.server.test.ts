import { beforeEach, expect, it, vi } from "vitest";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { emptyStaffRequest } from "~/features/staff-requests/staff-request";
import { storeStaffRequest } from "~/features/staff-requests/staff-requests.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, contactMessages, inboxReplies } from "~/platform/db/schema";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import {
  deleteContactMessage,
  deleteMessagesReceivedBefore,
  getContactMessage,
  storeContactMessage,
  type NewContactMessage,
} from "./contact-messages.server";
import { repliesOf, sendReply } from "./inbox-replies.server";

const base: NewContactMessage = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "",
  company: "Gulf Marine",
  message: "Do you have welders?",
  clientIp: "203.0.113.9",
  spamReason: null,
};
const values = { subject: "re: Your message to Bayou Staffing", message: "Yes: five welders from Monday.\nCall us." };
const origin = { ipAddress: "198.51.100.7", userAgent: "Mozilla/5.0 Firefox/140.0" };

describeEachEngine("replies to contact messages", () => {
  let editor: ContentEditor;
  let sent: OutgoingMail[];
  const send = async (mail: OutgoingMail) => {
    sent.push(mail);
  };
  beforeEach(async () => {
    sent = [];
    await saveSiteSettings({ ...agencyDefaults, agencyName: "Bayou Staffing", notificationEmail: "leads@example.org" });
    const staff = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    editor = { actor: { id: staff.id, name: staff.name, email: staff.email }, origin };
  });

  it("sends the mail to the sender with Reply-To the notification address, then stores the reply, the handled mark and the activity row", async () => {
    const message = await storeContactMessage(base);
    const outcome = await sendReply({ messageId: message.id, values, editor }, { send });
    expect(outcome.kind).toBe("sent");

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "ann@example.com",
      subject: values.subject,
      replyTo: "leads@example.org",
      fromName: "Bayou Staffing",
      logAs: "a reply to a contact message",
    });
    expect(sent[0]!.text).toContain("Yes: five welders from Monday.\nCall us.");
    expect(sent[0]!.html).toContain("Yes: five welders from Monday.\nCall us.");

    expect(await repliesOf(message.id)).toMatchObject([
      { staffId: editor.actor.id, staffName: "Sam Staff", to: "ann@example.com", ...{ subject: values.subject } },
    ]);
    expect((await repliesOf(message.id))[0]!.body).toBe(values.message);
    const handled = (await getContactMessage(message.id))!;
    expect(handled).toMatchObject({ handledById: editor.actor.id, handledByName: "Sam Staff" });
    expect(handled.handledAt).toBeInstanceOf(Date);
    const activity = await getDb().select().from(activityLog);
    expect(activity).toMatchObject([
      {
        kind: "message-replied",
        actorId: editor.actor.id,
        entityType: "message",
        entityId: message.id,
        entityTitle: null,
        ipAddress: "198.51.100.7",
      },
    ]);
  });

  it("writes nothing when the mail server refuses the reply, and logs neither its text nor the address", async () => {
    const message = await storeContactMessage(base);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const outcome = await sendReply(
        { messageId: message.id, values, editor },
        {
          send: () => Promise.reject(new Error("550 mailbox unavailable: ann@example.com")),
        },
      );
      expect(outcome).toEqual({ kind: "not-sent" });
      expect(log).toHaveBeenCalledWith(
        `inbox: the reply to message ${message.id} could not be sent: 550 mailbox unavailable: [address]`,
      );
      expect(log.mock.calls.flat().join("\n")).not.toMatch(/five welders|re: Your message|ann@example\.com/);
    } finally {
      log.mockRestore();
    }
    expect(await getDb().select().from(inboxReplies)).toEqual([]);
    expect(await getContactMessage(message.id)).toMatchObject({ handledAt: null, handledById: null });
    expect(await getDb().select().from(activityLog)).toEqual([]);
  });

  it("writes the reply, the mark and the activity row together: a failing activity row takes the others back", async () => {
    const message = await storeContactMessage(base);
    const db = getDb();
    const transaction = db.transaction.bind(db);
    const failing = vi.spyOn(db, "transaction").mockImplementation((work) =>
      transaction(async (tx) => {
        const insert = tx.insert.bind(tx);
        vi.spyOn(tx, "insert").mockImplementation(((table: Parameters<typeof insert>[0]) => {
          if (table === activityLog) throw new Error("the activity log cannot be written");
          return insert(table);
        }) as typeof insert);
        return work(tx);
      }),
    );
    try {
      await expect(sendReply({ messageId: message.id, values, editor }, { send, db })).rejects.toThrow(
        "the activity log cannot be written",
      );
    } finally {
      failing.mockRestore();
    }
    expect(await getDb().select().from(inboxReplies)).toEqual([]);
    expect(await getContactMessage(message.id)).toMatchObject({ handledAt: null, handledByName: null });
  });

  it("keeps the first handled mark, and adds each reply under the message", async () => {
    const message = await storeContactMessage(base);
    const kim = await createStaffAccount({ email: "kim@example.com", password: "long enough", name: "Kim Staff" });
    const first = await sendReply({ messageId: message.id, values, editor }, { send });
    const second = await sendReply(
      {
        messageId: message.id,
        values: { ...values, message: "One more thing." },
        editor: { actor: { id: kim.id, name: kim.name }, origin },
      },
      { send },
    );
    const replies = [first, second].flatMap((outcome) => (outcome.kind === "sent" ? [outcome.reply] : []));
    await timesInOrder(inboxReplies.sentAt, replies);
    expect((await repliesOf(message.id)).map((reply) => [reply.staffName, reply.body])).toEqual([
      ["Sam Staff", values.message],
      ["Kim Staff", "One more thing."],
    ]);
    expect(await getContactMessage(message.id)).toMatchObject({ handledByName: "Sam Staff" });
  });

  it("sends nothing for a missing message, a staff request, or spam", async () => {
    const request = await storeStaffRequest({
      values: {
        ...emptyStaffRequest,
        company: "Gulf Marine",
        name: "Ann Lee",
        email: "ann@example.com",
        positionsNeeded: "Welders",
        workers: "5",
        startDate: "2026-04-06",
      },
      language: "en",
      clientIp: "",
      spamReason: null,
    });
    const spam = await storeContactMessage({ ...base, spamReason: "honeypot" });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await sendReply({ messageId: missing, values, editor }, { send })).toEqual({ kind: "not-found" });
    expect(await sendReply({ messageId: request.id, values, editor }, { send })).toEqual({ kind: "not-found" });
    expect(await sendReply({ messageId: spam.id, values, editor }, { send })).toEqual({ kind: "spam" });
    expect(sent).toEqual([]);
    expect(await getDb().select().from(inboxReplies)).toEqual([]);
  });

  it("go with their message: deleted by staff or by the retention job", async () => {
    const now = Date.now();
    const [old] = await getDb()
      .insert(contactMessages)
      .values({ ...base, createdAt: new Date(now - 200 * 86_400_000) })
      .returning();
    const recent = await storeContactMessage(base);
    const deleted = await storeContactMessage(base);
    for (const message of [old!, recent, deleted]) await sendReply({ messageId: message.id, values, editor }, { send });
    expect(await getDb().select().from(inboxReplies)).toHaveLength(3);

    expect(await deleteMessagesReceivedBefore(new Date(now - 180 * 86_400_000))).toBe(1);
    expect(await deleteContactMessage(deleted.id)).toBe(true);
    expect((await getDb().select().from(inboxReplies)).map((reply) => reply.messageId)).toEqual([recent.id]);
  });
});
