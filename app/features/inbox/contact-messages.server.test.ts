import { expect, it } from "vitest";

import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import {
  countSpamFrom,
  countUnread,
  deleteContactMessage,
  deleteMessagesReceivedBefore,
  getContactMessage,
  INBOX_PAGE_SIZE,
  listContactMessages,
  neighboursOf,
  openContactMessage,
  setMessageHandled,
  setMessageSpam,
  storeContactMessage,
  type NewContactMessage,
} from "./contact-messages.server";

const base: NewContactMessage = {
  name: "Ann",
  email: "Ann@Example.com",
  phone: "",
  company: "",
  message: "Hello",
  clientIp: "203.0.113.9",
  spamReason: null,
};
const MISSING = "00000000-0000-4000-8000-000000000000";

describeEachEngine("contact messages", () => {
  it("lists a tab newest first, 50 a page, with its total", async () => {
    const start = Date.UTC(2026, 0, 1);
    await getDb()
      .insert(contactMessages)
      .values(
        Array.from({ length: 55 }, (_, i) => ({ ...base, message: `m${i}`, createdAt: new Date(start + i * 60_000) })),
      );
    await storeContactMessage({ ...base, spamReason: "honeypot" });
    const first = await listContactMessages({ tab: "inbox", notHandled: false }, 1);
    expect(first.total).toBe(55);
    expect(first.messages).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.messages[0]!.message).toBe("m54");
    const second = await listContactMessages({ tab: "inbox", notHandled: false }, 2);
    expect(second.messages.map((m) => m.message)).toEqual(["m4", "m3", "m2", "m1", "m0"]);
    const spam = await listContactMessages({ tab: "spam", notHandled: false }, 1);
    expect(spam.total).toBe(1);
    expect(spam.messages[0]!.spamReason).toBe("honeypot");
  });

  it("lists only what nobody handled with 'Not handled', and finds a message's neighbours in a list", async () => {
    const start = Date.UTC(2026, 0, 1);
    const rows = await getDb()
      .insert(contactMessages)
      .values(
        ["a", "b", "c", "d"].map((message, i) => ({
          ...base,
          message,
          createdAt: new Date(start + i * 60_000),
          handledAt: message === "c" ? new Date(start) : null,
        })),
      )
      .returning();
    // Two at the same instant, told apart by id as the list orders them.
    const [twin] = await getDb()
      .insert(contactMessages)
      .values({ ...base, message: "e", createdAt: new Date(start + 3 * 60_000) })
      .returning();
    await storeContactMessage({ ...base, spamReason: "honeypot" });
    const id = (message: string) => [...rows, twin!].find((row) => row.message === message)!.id;
    const all = { tab: "inbox", notHandled: false } as const;
    const notHandled = { tab: "inbox", notHandled: true } as const;
    const order = (await listContactMessages(all, 1)).messages.map((row) => row.message);
    expect(order.slice(2)).toEqual(["c", "b", "a"]);
    expect((await listContactMessages(notHandled, 1)).messages.map((row) => row.message)).toEqual(
      order.filter((message) => message !== "c"),
    );

    expect(await neighboursOf(id("c"), all)).toEqual({ previous: id(order[1]!), next: id("b") });
    expect(await neighboursOf(id("a"), all)).toEqual({ previous: id("b"), next: null });
    expect(await neighboursOf(id(order[0]!), all)).toEqual({ previous: null, next: id(order[1]!) });
    expect(await neighboursOf(id(order[1]!), all)).toEqual({ previous: id(order[0]!), next: id("c") });
    // Not in the filtered list (handled): its place in it still has neighbours.
    expect(await neighboursOf(id("c"), notHandled)).toEqual({ previous: id(order[1]!), next: id("b") });
    expect(await neighboursOf(id("b"), notHandled)).toEqual({ previous: id(order[1]!), next: id("a") });
    expect(await neighboursOf(id("a"), { tab: "spam", notHandled: false })).toMatchObject({
      previous: expect.any(String),
    });
  });

  it("counts unread inbox messages; opening marks read once", async () => {
    const one = await storeContactMessage(base);
    await storeContactMessage(base);
    await storeContactMessage({ ...base, spamReason: "rate-limit" });
    expect((await countUnread()).messages).toBe(2);
    const opened = await openContactMessage(one.id);
    expect(opened!.readAt).toBeInstanceOf(Date);
    const again = await openContactMessage(one.id);
    expect(again!.readAt!.getTime()).toBe(opened!.readAt!.getTime());
    expect((await countUnread()).messages).toBe(1);
    expect(await openContactMessage(MISSING)).toBeNull();
  });

  it("marks handled (the first mark's time and person stay) and back, moves to and from Spam, deletes", async () => {
    const sam = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    const kim = await createStaffAccount({ email: "kim@example.com", password: "long enough", name: "Kim Staff" });
    const row = await storeContactMessage(base);
    expect(await setMessageHandled(row.id, sam)).toBe(true);
    const marked = (await getContactMessage(row.id))!;
    expect(marked).toMatchObject({ handledById: sam.id, handledByName: "Sam Staff" });
    expect(marked.handledAt).toBeInstanceOf(Date);
    expect(await setMessageHandled(row.id, kim)).toBe(true);
    expect(await getContactMessage(row.id)).toMatchObject({
      handledAt: marked.handledAt,
      handledById: sam.id,
      handledByName: "Sam Staff",
    });
    expect(await setMessageHandled(row.id, null)).toBe(true);
    expect(await getContactMessage(row.id)).toMatchObject({ handledAt: null, handledById: null, handledByName: null });
    expect(await setMessageSpam(row.id, true)).toBe(true);
    expect(await getContactMessage(row.id)).toMatchObject({ isSpam: true, spamReason: "staff" });
    expect(await setMessageSpam(row.id, false)).toBe(true);
    expect(await getContactMessage(row.id)).toMatchObject({ isSpam: false, spamReason: null });
    expect(await deleteContactMessage(row.id)).toBe(true);
    expect(await deleteContactMessage(row.id)).toBe(false);
    expect(await setMessageHandled(MISSING, null)).toBe(false);
  });

  it("counts a sender's recent spam by email (any case) or client address", async () => {
    const since = new Date(Date.now() - 60_000);
    await storeContactMessage({ ...base, spamReason: "honeypot" });
    await storeContactMessage({ ...base, email: "other@example.com", spamReason: "honeypot" });
    await storeContactMessage({ ...base, email: "x@example.com", clientIp: "198.51.100.1", spamReason: "honeypot" });
    await storeContactMessage(base);
    expect(await countSpamFrom({ email: "ann@example.com", clientIp: "" }, since)).toBe(1);
    expect(await countSpamFrom({ email: "ann@example.com", clientIp: "203.0.113.9" }, since)).toBe(2);
    expect(
      await countSpamFrom({ email: "ann@example.com", clientIp: "203.0.113.9" }, new Date(Date.now() + 60_000)),
    ).toBe(0);
  });

  it("deletes every message received before the retention cutoff, spam included", async () => {
    const now = Date.now();
    await getDb()
      .insert(contactMessages)
      .values([
        { ...base, message: "old", createdAt: new Date(now - 200 * 86_400_000) },
        {
          ...base,
          message: "old spam",
          isSpam: true,
          spamReason: "honeypot",
          createdAt: new Date(now - 181 * 86_400_000),
        },
        { ...base, message: "recent", createdAt: new Date(now - 179 * 86_400_000) },
      ]);
    expect(await deleteMessagesReceivedBefore(new Date(now - 180 * 86_400_000))).toBe(2);
    expect((await getDb().select().from(contactMessages)).map((m) => m.message)).toEqual(["recent"]);
  });
});
