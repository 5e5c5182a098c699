import { afterEach, beforeEach, expect, it, vi } from "vitest";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import {
  countUnread,
  getContactMessage,
  listContactMessages,
  openContactMessage,
  storeContactMessage,
} from "~/features/inbox/contact-messages.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, contactMessages } from "~/platform/db/schema";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { emptyStaffRequest } from "./staff-request";
import { changeStaffRequest, storeStaffRequest, type NewStaffRequest } from "./staff-requests.server";

const request: NewStaffRequest = {
  values: {
    ...emptyStaffRequest,
    company: "Gulf Marine",
    name: "Ann Lee",
    email: "ann@example.com",
    phone: "(337) 555-0100",
    positionsNeeded: "20 warehouse associates",
    workers: "20",
    startDate: "2026-04-06",
  },
  language: "en",
  clientIp: "203.0.113.9",
  spamReason: null,
};
const message = {
  name: "Bob",
  email: "bob@example.com",
  phone: "",
  company: "",
  message: "Hello",
  clientIp: "",
  spamReason: null,
};
const MISSING = "00000000-0000-4000-8000-000000000000";
const origin = { ipAddress: "198.51.100.7", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0" };

describeEachEngine("staff requests in the inbox", () => {
  let editor: ContentEditor;
  beforeEach(async () => {
    const staff = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    editor = { actor: { id: staff.id, name: staff.name, email: staff.email }, origin };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("have their own tab; the Inbox keeps the contact messages; Spam lists both kinds", async () => {
    await storeContactMessage(message);
    await storeStaffRequest(request);
    await timesInOrder(contactMessages.createdAt, [
      await storeStaffRequest({ ...request, spamReason: "honeypot" }),
      await storeContactMessage({ ...message, spamReason: "too-fast" }),
    ]);
    const inbox = await listContactMessages({ tab: "inbox", notHandled: false }, 1);
    expect(inbox.messages.map((row) => row.kind)).toEqual(["message"]);
    const requests = await listContactMessages({ tab: "requests", notHandled: false }, 1);
    expect(requests.total).toBe(1);
    expect(requests.messages[0]).toMatchObject({ kind: "staff-request", company: "Gulf Marine", workers: 20 });
    const spam = await listContactMessages({ tab: "spam", notHandled: false }, 1);
    expect(spam.messages.map((row) => row.kind)).toEqual(["message", "staff-request"]);
  });

  it("count unread apart from the messages (spam left out)", async () => {
    await storeContactMessage(message);
    const first = await storeStaffRequest(request);
    await storeStaffRequest(request);
    await storeStaffRequest({ ...request, spamReason: "rate-limit" });
    expect(await countUnread()).toEqual({ messages: 1, requests: 2 });
    await openContactMessage(first.id);
    expect(await countUnread()).toEqual({ messages: 1, requests: 1 });
  });

  it("marked handled and back, to Spam and back, then deleted: each change in the activity log", async () => {
    // The log is read in time order, new Date()'s milliseconds: each change a second after the last.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);
    const row = await storeStaffRequest(request);
    expect(await changeStaffRequest(row.id, "handled", editor)).toBe(true);
    expect((await getContactMessage(row.id))!.handledAt).toBeInstanceOf(Date);
    expect(await getContactMessage(row.id)).toMatchObject({ handledById: editor.actor.id, handledByName: "Sam Staff" });
    aSecondLater();
    expect(await changeStaffRequest(row.id, "not-handled", editor)).toBe(true);
    expect(await getContactMessage(row.id)).toMatchObject({ handledAt: null, handledById: null, handledByName: null });
    aSecondLater();
    expect(await changeStaffRequest(row.id, "spam", editor)).toBe(true);
    expect(await getContactMessage(row.id)).toMatchObject({ isSpam: true, spamReason: "staff" });
    aSecondLater();
    expect(await changeStaffRequest(row.id, "not-spam", editor)).toBe(true);
    expect(await getContactMessage(row.id)).toMatchObject({ isSpam: false, spamReason: null });
    aSecondLater();
    expect(await changeStaffRequest(row.id, "delete", editor)).toBe(true);
    expect(await getContactMessage(row.id)).toBeNull();

    const log = await getDb().select().from(activityLog).orderBy(activityLog.occurredAt);
    const changes = log.filter((entry) => entry.kind.startsWith("staff-request"));
    expect(changes.map((entry) => entry.kind)).toEqual([
      "staff-request-handled",
      "staff-request-not-handled",
      "staff-request-spam",
      "staff-request-not-spam",
      "staff-request-deleted",
    ]);
    for (const entry of changes) {
      expect(entry).toMatchObject({
        actorId: editor.actor.id,
        actorName: "Sam Staff",
        entityType: "staff-request",
        entityId: row.id,
        // No person and no company: the log outlives the inbox's retention.
        entityTitle: "20 workers from 2026-04-06",
        ipAddress: origin.ipAddress,
      });
    }
  });

  it("a missing request, or a contact message, is not changed and nothing is logged", async () => {
    const contact = await storeContactMessage(message);
    expect(await changeStaffRequest(MISSING, "handled", editor)).toBe(false);
    expect(await changeStaffRequest(contact.id, "delete", editor)).toBe(false);
    expect(await getContactMessage(contact.id)).not.toBeNull();
    const logged = await getDb().select().from(activityLog);
    expect(logged.filter((entry) => entry.kind.startsWith("staff-request"))).toEqual([]);
  });

  it("a change whose activity row cannot be written is not made", async () => {
    const row = await storeStaffRequest(request);
    const failing = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(
        changeStaffRequest(row.id, "delete", { ...editor, actor: { ...editor.actor, id: "no-such-staff" } }),
      ).rejects.toThrow();
    } finally {
      failing.mockRestore();
    }
    expect(await getContactMessage(row.id)).not.toBeNull();
  });
});
