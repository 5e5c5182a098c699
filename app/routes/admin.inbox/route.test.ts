import { beforeEach, expect, it } from "vitest";

import { storeContactMessage, type NewContactMessage } from "~/features/inbox/contact-messages.server";
import type { SpamRow } from "~/features/inbox/inbox-rows";
import { openMessage } from "~/features/inbox/open-message.server";
import type { RequestRow } from "~/features/staff-requests/request-rows";
import { getDb } from "~/platform/db/client.server";
import { contactMessages, inboxReplies } from "~/platform/db/schema";

import { adminRequest, adminRoutes, callRoute, EVIL_ORIGIN, signInStaff } from "../../../tests/support/admin-requests";
import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action as messageAction, loader as messageLoader } from "../admin.inbox_.$id/route";
import { loader, type InboxRow } from "./route";

const base: NewContactMessage = {
  name: "Ann",
  email: "ann@example.com",
  phone: "",
  company: "",
  message: "First line\nSecond line",
  clientIp: "",
  spamReason: null,
};
const MISSING = "00000000-0000-4000-8000-000000000000";

describeEachEngine("the admin inbox", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  const list = async (query = "") => {
    const answer = await callRoute(loader, adminRequest(`/admin/inbox${query}`, { cookie }));
    return answer as {
      status: number;
      body: {
        rows: InboxRow[];
        requestRows: RequestRow[];
        spamRows: SpamRow[];
        unread: number;
        unreadRequests: number;
        total: number;
        spamTotal: number;
      };
    };
  };
  // The message route's own middleware (which opens the message) below the admin layout's.
  const open = (id: string) =>
    callRoute(
      (args: object) => messageLoader({ ...args, params: { id } } as never),
      adminRequest(`/admin/inbox/${id}`, { cookie }),
      [...adminRoutes, [(args, next) => openMessage({ ...args, params: { id } } as never, next as never)]],
    );
  const act = (id: string, intent: string, options: { cookie?: string; origin?: string } = { cookie }) =>
    callRoute(
      (args: object) => messageAction({ ...args, params: { id } } as never),
      adminRequest(`/admin/inbox/${id}`, { ...options, form: { intent } }),
    );
  const reply = (id: string, form: Record<string, string>, query = "") =>
    callRoute(
      (args: object) => messageAction({ ...args, params: { id } } as never),
      adminRequest(`/admin/inbox/${id}${query}`, { cookie, form: { intent: "reply", ...form } }),
    );
  const openIn = (id: string, query: string) =>
    callRoute(
      (args: object) => messageLoader({ ...args, params: { id } } as never),
      adminRequest(`/admin/inbox/${id}${query}`, { cookie }),
      [...adminRoutes, [(args, next) => openMessage({ ...args, params: { id } } as never, next as never)]],
    );

  it("is for staff only", async () => {
    const answer = await callRoute(loader, adminRequest("/admin/inbox"));
    expect(answer.location).toBe("/admin/login");
  });

  it("lists messages newest first with their first line, unread marked; spam in its tab", async () => {
    await timesInOrder(contactMessages.createdAt, [
      await storeContactMessage({ ...base, name: "Older" }),
      await storeContactMessage({ ...base, name: "Newer", message: "\n  Hello there  \nmore" }),
    ]);
    await storeContactMessage({ ...base, name: "Robot", spamReason: "honeypot" });
    const { body } = await list();
    expect(body.rows.map((row) => [row.name, row.firstLine, row.unread])).toEqual([
      ["Newer", "Hello there", true],
      ["Older", "First line", true],
    ]);
    expect(body).toMatchObject({ unread: 2, total: 2, spamTotal: 1 });
    const spam = await list("?tab=spam");
    expect(spam.body.spamRows.map((row) => [row.type, row.name])).toEqual([["Message", "Robot"]]);
    expect((await list("?page=2")).status).toBe(404);
  });

  it("opening a message shows it whole and marks it read", async () => {
    const message = await storeContactMessage(base);
    const answer = await open(message.id);
    expect(answer.status).toBe(200);
    expect((answer.body as { message: { text: string } }).message.text).toBe("First line\nSecond line");
    expect((await list()).body.unread).toBe(0);
    expect((await open(MISSING)).status).toBe(404);
    expect((await open("not-an-id")).status).toBe(404);
  });

  it("marks handled, moves to spam and back, and deletes", async () => {
    const message = await storeContactMessage(base);
    expect(await act(message.id, "handled")).toMatchObject({ status: 302, location: `/admin/inbox/${message.id}` });
    expect((await list()).body.rows[0]!.handled).toBe(true);
    await act(message.id, "spam");
    expect((await list("?tab=spam")).body.spamRows).toHaveLength(1);
    await act(message.id, "not-spam");
    expect(await act(message.id, "delete")).toMatchObject({ status: 302, location: "/admin/inbox?deleted=1" });
    expect(await getDb().select().from(contactMessages)).toEqual([]);
    expect((await act(message.id, "delete")).status).toBe(404);
    expect((await act(message.id, "explode")).status).toBe(400);
  });

  it("'Send Reply' refuses an empty message with 400 and the draft, writing nothing", async () => {
    const message = await storeContactMessage(base);
    const answer = await reply(message.id, { to: "someone@else.example", subject: "  ", message: " " });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        intent: "reply",
        fieldErrors: { subject: "Subject is required", message: "Message is required" },
        values: { subject: "  ", message: " " },
      },
    });
    expect(await getDb().select().from(inboxReplies)).toEqual([]);
    expect((await getDb().select().from(contactMessages))[0]!.handledAt).toBeNull();
  });

  it("'Send Reply' sends to the sender, then shows the reply and who handled it, in the list it was opened from", async () => {
    const message = await storeContactMessage(base);
    const answer = await reply(
      message.id,
      // A 'To' sent with the form is not used: the reply goes to the message's sender.
      { to: "someone@else.example", subject: "re: Your message", message: "We will call you.\r\nBye." },
      "?status=not-handled",
    );
    expect(answer).toMatchObject({ status: 302, location: `/admin/inbox/${message.id}?status=not-handled&replied=1` });
    const opened = await openIn(message.id, "?status=not-handled&replied=1");
    expect(opened.body).toMatchObject({
      replied: true,
      message: { handledBy: "staff" },
      replies: [
        {
          staffName: "staff",
          to: "ann@example.com",
          subject: "re: Your message",
          body: "We will call you.\nBye.",
        },
      ],
      place: { view: { tab: "inbox", notHandled: true }, previous: null, next: null },
    });
    // Answered, it has left the 'Not handled' list.
    expect((await list("?status=not-handled")).body.rows).toEqual([]);
    expect((await list()).body.rows).toHaveLength(1);
  });

  it("'Previous' and 'Next' follow the list the message was opened from", async () => {
    const older = await storeContactMessage({ ...base, name: "Older" });
    const middle = await storeContactMessage({ ...base, name: "Middle" });
    const newer = await storeContactMessage({ ...base, name: "Newer" });
    await timesInOrder(contactMessages.createdAt, [older, middle, newer]);
    await act(middle.id, "handled");
    expect((await openIn(middle.id, "")).body).toMatchObject({
      place: { previous: newer.id, next: older.id },
    });
    expect((await openIn(newer.id, "?status=not-handled")).body).toMatchObject({
      place: { view: { tab: "inbox", notHandled: true }, previous: null, next: older.id },
    });
    expect((await list("?status=not-handled")).body.rows.map((row) => row.name)).toEqual(["Newer", "Older"]);
    // The marks keep the list: back to the message in it.
    expect(
      await callRoute(
        (args: object) => messageAction({ ...args, params: { id: newer.id } } as never),
        adminRequest(`/admin/inbox/${newer.id}?status=not-handled&confirm=delete`, {
          cookie,
          form: { intent: "handled" },
        }),
      ),
    ).toMatchObject({ status: 302, location: `/admin/inbox/${newer.id}?status=not-handled` });
  });

  it("refuses signed-out and cross-site changes before touching the message", async () => {
    const message = await storeContactMessage(base);
    expect((await act(message.id, "delete", {})).status).toBe(401);
    expect((await act(message.id, "delete", { cookie, origin: EVIL_ORIGIN })).status).toBe(403);
    expect(await getDb().select().from(contactMessages)).toHaveLength(1);
  });
});
