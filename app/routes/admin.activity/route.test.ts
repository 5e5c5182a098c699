import { expect, it } from "vitest";

import { recordActivity } from "~/features/activity/activity.server";
import { getDb } from "~/platform/db/client.server";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { parseCsv } from "../../../tests/support/csv";
import { describeEachEngine } from "../../../tests/support/test-database";
import { loader as csvLoader } from "../admin.activity[.]csv/route";
import { loader } from "./route";

interface Page {
  query: { person: string | null; kind: string | null; page: number };
  events: Array<{ kindLabel: string; who: string; detail: string | null; device: string | null }>;
  total: number;
  pages: number;
}

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36";

describeEachEngine("/admin/activity", () => {
  it("sends a signed-out visitor to the login page, for the page and the export", async () => {
    expect(await callRoute(loader, adminRequest("/admin/activity"))).toMatchObject({
      status: 302,
      location: "/admin/login",
    });
    expect(await callRoute(csvLoader, adminRequest("/admin/activity.csv"))).toMatchObject({
      status: 302,
      location: "/admin/login",
    });
  });

  it("shows the log newest first, 50 a page, and filters it", async () => {
    const cookie = await signInStaff();
    for (let i = 0; i < 55; i++) {
      await recordActivity(getDb(), {
        kind: i % 5 === 0 ? "sign-in-failed" : "sign-in",
        actor: { id: null, email: `person${i}@example.com` },
        detail: `event ${i}`,
        origin: { ipAddress: "203.0.113.5", userAgent: chrome },
        at: new Date(Date.UTC(2026, 5, 1) + i * 1000),
      });
    }
    const first = (await callRoute(loader, adminRequest("/admin/activity", { cookie }))).body as Page;
    expect(first.total).toBe(55);
    expect(first.pages).toBe(2);
    expect(first.events).toHaveLength(50);
    expect(first.events[0]).toMatchObject({
      kindLabel: "Signed in",
      who: "person54@example.com",
      detail: "event 54",
      device: "Chrome on Windows",
    });
    const second = (await callRoute(loader, adminRequest("/admin/activity?page=2", { cookie }))).body as Page;
    expect(second.events.map((event) => event.detail)).toEqual(["event 4", "event 3", "event 2", "event 1", "event 0"]);
    const failures = (await callRoute(loader, adminRequest("/admin/activity?kind=sign-in-failed", { cookie })))
      .body as Page;
    expect(failures.total).toBe(11);
    expect(failures.events.every((event) => event.kindLabel === "Sign-in failed")).toBe(true);
  });

  it("answers 404 to a query no form sends, and shows the last page past the end", async () => {
    const cookie = await signInStaff();
    expect((await callRoute(loader, adminRequest("/admin/activity?kind=nonsense", { cookie }))).status).toBe(404);
    expect((await callRoute(csvLoader, adminRequest("/admin/activity.csv?page=0", { cookie }))).status).toBe(404);
    expect(await callRoute(loader, adminRequest("/admin/activity?kind=sign-in&page=9", { cookie }))).toMatchObject({
      status: 302,
      location: "/admin/activity?kind=sign-in",
    });
  });

  it("exports the filtered rows as CSV that parses, formulas turned into text", async () => {
    const cookie = await signInStaff();
    await recordActivity(getDb(), {
      kind: "sign-in-failed",
      actor: { id: null, email: '=HYPERLINK("http://evil.example","x")@example.com' },
      detail: "No account with this email",
      origin: { ipAddress: "198.51.100.2", userAgent: "-2+3" },
    });
    await recordActivity(getDb(), {
      kind: "faq-updated",
      actor: null,
      entity: { type: "faq", id: "f1", title: 'Say "hi", then, go' },
      changedFields: ["question", "answer"],
    });
    const answer = await callRoute(csvLoader, adminRequest("/admin/activity.csv?kind=sign-in-failed", { cookie }));
    expect(answer.status).toBe(200);
    const records = parseCsv(answer.body as string);
    expect(records[0]).toEqual([
      "When (UTC)",
      "Kind",
      "Who",
      "Email",
      "What",
      "Entity ID",
      "Fields changed",
      "Details",
      "IP address",
      "Device",
      "User agent",
    ]);
    expect(records).toHaveLength(2);
    const row = Object.fromEntries(records[0]!.map((name, i) => [name, records[1]![i]]));
    expect(row).toMatchObject({
      Kind: "Sign-in failed",
      Email: '\'=HYPERLINK("http://evil.example","x")@example.com',
      "User agent": "'-2+3",
      Details: "No account with this email",
    });
    expect(row.Who!.startsWith("'=")).toBe(true);

    const all = parseCsv((await callRoute(csvLoader, adminRequest("/admin/activity.csv", { cookie }))).body as string);
    expect(all).toHaveLength(3);
    const faqRow = all.find((record) => record[1] === "FAQ updated")!;
    expect(faqRow[4]).toBe('FAQ “Say "hi", then, go”');
    expect(faqRow[6]).toBe("question; answer");
  });
});
