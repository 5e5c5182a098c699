import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { storeContactMessage } from "~/features/inbox/contact-messages.server";
import type { SpamRow } from "~/features/inbox/inbox-rows";
import { openMessage } from "~/features/inbox/open-message.server";
import type { RequestRow } from "~/features/staff-requests/request-rows";
import type { StaffRequestView } from "~/features/staff-requests/request-view";
import { emptyStaffRequest } from "~/features/staff-requests/staff-request";
import { storeStaffRequest, type NewStaffRequest } from "~/features/staff-requests/staff-requests.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, contactMessages } from "~/platform/db/schema";

import { adminRequest, adminRoutes, callRoute, EVIL_ORIGIN, signInStaff } from "../../../tests/support/admin-requests";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action as itemAction, loader as itemLoader } from "../admin.inbox_.$id/route";
import { loader } from "./route";

const request: NewStaffRequest = {
  values: {
    ...emptyStaffRequest,
    company: "Gulf Marine",
    name: "Ann Lee",
    email: "ann@example.com",
    phone: "(337) 555-0100",
    positionsNeeded: "20 warehouse associates\n2 forklift operators",
    workers: "22",
    category: "light-industrial",
    startDate: "2026-03-23",
    duration: "direct-hire",
    shift: "Nights",
    workLocation: "Sulphur, LA",
    payRate: "$17 an hour",
    details: "Steel-toe boots.",
  },
  language: "es",
  clientIp: "",
  spamReason: null,
};

describeEachEngine("staff requests in the admin inbox", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const list = async (query = "") =>
    (await callRoute(loader, adminRequest(`/admin/inbox${query}`, { cookie }))) as {
      status: number;
      body: { requestRows: RequestRow[]; spamRows: SpamRow[]; unread: number; unreadRequests: number; total: number };
    };
  const open = (id: string) =>
    callRoute(
      (args: object) => itemLoader({ ...args, params: { id } } as never),
      adminRequest(`/admin/inbox/${id}`, { cookie }),
      [...adminRoutes, [(args, next) => openMessage({ ...args, params: { id } } as never, next as never)]],
    );
  const act = (id: string, intent: string, options: { cookie?: string; origin?: string } = { cookie }) =>
    callRoute(
      (args: object) => itemAction({ ...args, params: { id } } as never),
      adminRequest(`/admin/inbox/${id}`, { ...options, form: { intent } }),
    );
  const logged = async () =>
    (await getDb().select().from(activityLog).orderBy(activityLog.occurredAt))
      .filter((row) => row.kind.startsWith("staff-request"))
      .map((row) => row.kind);

  it("are listed in their own tab with Company, Contact, Workers, Start Date and Received", async () => {
    await storeContactMessage({ ...request.values, message: "Hi", clientIp: "", spamReason: null });
    await storeStaffRequest(request);
    const { body } = await list("?tab=requests");
    expect(body.requestRows).toEqual([
      {
        id: expect.any(String),
        company: "Gulf Marine",
        contact: "Ann Lee",
        email: "ann@example.com",
        phone: "(337) 555-0100",
        workers: 22,
        startDate: "Mar 23, 2026",
        received: expect.stringMatching(/\d{4}/),
        unread: true,
        handled: false,
      },
    ]);
    expect(body).toMatchObject({ total: 1, unread: 1, unreadRequests: 1 });
    // The Inbox tab keeps the contact messages only.
    expect((await list()).body).toMatchObject({ total: 1, requestRows: [] });
  });

  it("opening one shows every field and marks it read", async () => {
    const row = await storeStaffRequest(request);
    const answer = await open(row.id);
    expect(answer.status).toBe(200);
    const body = answer.body as { kind: string; request: StaffRequestView };
    expect(body.kind).toBe("staff-request");
    expect(body.request).toMatchObject({
      company: "Gulf Marine",
      contact: "Ann Lee",
      email: "ann@example.com",
      phone: "(337) 555-0100",
      phoneE164: "+13375550100",
      positionsNeeded: "20 warehouse associates\n2 forklift operators",
      workers: 22,
      category: "Light Industrial",
      startDate: "Monday, March 23, 2026",
      duration: "Direct hire",
      shift: "Nights",
      workLocation: "Sulphur, LA",
      payRate: "$17 an hour",
      details: "Steel-toe boots.",
      language: "Spanish",
      handled: null,
      spam: false,
    });
    expect((await list("?tab=requests")).body.unreadRequests).toBe(0);
  });

  it("handled, spam and back, and delete: each answered by the request's page or tab, each logged", async () => {
    // The log is read in time order, new Date()'s milliseconds: each change a second after the last.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);
    const row = await storeStaffRequest(request);
    expect(await act(row.id, "handled")).toMatchObject({ status: 302, location: `/admin/inbox/${row.id}` });
    expect((await list("?tab=requests")).body.requestRows[0]!.handled).toBe(true);
    aSecondLater();
    await act(row.id, "not-handled");
    aSecondLater();
    await act(row.id, "spam");
    const spam = await list("?tab=spam");
    expect(spam.body.spamRows.map((item) => [item.type, item.name, item.summary])).toEqual([
      ["Staff request", "Ann Lee", "20 warehouse associates"],
    ]);
    aSecondLater();
    expect(await act(row.id, "delete")).toMatchObject({ status: 302, location: "/admin/inbox?tab=spam&deleted=1" });
    aSecondLater();
    const second = await storeStaffRequest(request);
    expect(await act(second.id, "delete")).toMatchObject({
      status: 302,
      location: "/admin/inbox?tab=requests&deleted=1",
    });
    expect(await getDb().select().from(contactMessages)).toEqual([]);
    expect((await act(second.id, "delete")).status).toBe(404);
    expect(await logged()).toEqual([
      "staff-request-handled",
      "staff-request-not-handled",
      "staff-request-spam",
      "staff-request-deleted",
      "staff-request-deleted",
    ]);
  });

  it("refuses signed-out and cross-site changes before touching the request", async () => {
    const row = await storeStaffRequest(request);
    expect((await act(row.id, "delete", {})).status).toBe(401);
    expect((await act(row.id, "delete", { cookie, origin: EVIL_ORIGIN })).status).toBe(403);
    expect((await act(row.id, "explode")).status).toBe(400);
    expect(await getDb().select().from(contactMessages)).toHaveLength(1);
    expect(await logged()).toEqual([]);
  });
});
