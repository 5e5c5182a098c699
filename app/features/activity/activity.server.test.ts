import { expect, it } from "vitest";

import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, faqs } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import {
  activityForExport,
  activityPeople,
  flushActivity,
  latestActivity,
  listActivity,
  pruneActivity,
  recordActivity,
  recordActivityLater,
} from "./activity.server";

const origin = {
  ipAddress: "203.0.113.9",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0",
};

describeEachEngine("activity log", () => {
  it("writes a row with its change in one transaction, and neither when the transaction fails", async () => {
    const staff = await createStaffAccount({
      email: "staff@example.com",
      password: "right password",
      name: "Sam Staff",
    });
    const actor = { id: staff.id, name: staff.name, email: staff.email };
    await getDb().transaction(async (tx) => {
      const [faq] = await tx.insert(faqs).values({ question: "Q?", answer: "A." }).returning();
      await recordActivity(tx, {
        kind: "faq-created",
        actor,
        entity: { type: "faq", id: faq!.id, title: faq!.question },
        origin,
      });
    });
    await expect(
      getDb().transaction(async (tx) => {
        await tx.insert(faqs).values({ question: "Rolled back?", answer: "Yes." });
        await recordActivity(tx, {
          kind: "faq-created",
          actor,
          entity: { type: "faq", title: "Rolled back?" },
          origin,
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");

    expect(await getDb().select().from(faqs)).toHaveLength(1);
    const rows = await getDb().select().from(activityLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "faq-created",
      actorId: staff.id,
      actorName: "Sam Staff",
      actorEmail: "staff@example.com",
      entityType: "faq",
      entityTitle: "Q?",
      ipAddress: "203.0.113.9",
      userAgent: origin.userAgent,
    });
  });

  it("keeps the fields that changed, and bounds what strangers typed", async () => {
    await recordActivity(getDb(), {
      kind: "sign-in-failed",
      actor: { id: null, email: `${"x".repeat(900)}@example.com` },
      detail: "Unknown email",
      origin,
      at: new Date(Date.UTC(2026, 0, 1, 9, 0)),
    });
    // Two rows written in the same millisecond would be ordered by their random ids.
    await recordActivity(getDb(), {
      kind: "post-updated",
      actor: null,
      entity: { type: "post", title: "T" },
      changedFields: ["title", "content"],
      at: new Date(Date.UTC(2026, 0, 1, 9, 1)),
    });
    const [updated, failed] = await latestActivity(2);
    expect(updated!.changedFields).toEqual(["title", "content"]);
    expect(failed!.actorEmail!.length).toBe(500);
    expect(failed!.actorId).toBeNull();
  });

  it("lists newest first, 50 a page, filtered by person and kind", async () => {
    const a = await createStaffAccount({ email: "a@example.com", password: "right password", name: "Alice" });
    const b = await createStaffAccount({ email: "b@example.com", password: "right password", name: "Bob" });
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 60; i++) {
      const who = i % 3 === 0 ? b : a;
      await recordActivity(getDb(), {
        kind: i % 2 === 0 ? "sign-in" : "faq-updated",
        actor: { id: who.id, name: who.name, email: who.email },
        detail: `event ${i}`,
        at: new Date(start + i * 60_000),
      });
    }
    const first = await listActivity({}, 1);
    expect(first.total).toBe(60);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.detail).toBe("event 59");
    const second = await listActivity({}, 2);
    expect(second.rows.map((row) => row.detail)).toEqual(Array.from({ length: 10 }, (_, i) => `event ${9 - i}`));

    const bobs = await listActivity({ actorId: b.id }, 1);
    expect(bobs.total).toBe(20);
    expect(bobs.rows.every((row) => row.actorName === "Bob")).toBe(true);
    const bobsSignIns = await listActivity({ actorId: b.id, kind: "sign-in" }, 1);
    expect(bobsSignIns.rows.map((row) => row.detail)).toEqual([
      "event 54",
      "event 48",
      "event 42",
      "event 36",
      "event 30",
      "event 24",
      "event 18",
      "event 12",
      "event 6",
      "event 0",
    ]);
    expect((await activityForExport({ kind: "faq-updated" })).length).toBe(30);
    expect((await activityPeople()).map((person) => person.name)).toEqual(["Alice", "Bob"]);
  });

  it("prunes rows older than 365 days", async () => {
    await recordActivity(getDb(), {
      kind: "sign-in",
      actor: null,
      detail: "old",
      at: new Date(Date.now() - 366 * 86_400_000),
    });
    await recordActivity(getDb(), {
      kind: "sign-in",
      actor: null,
      detail: "recent",
      at: new Date(Date.now() - 364 * 86_400_000),
    });
    expect(await pruneActivity()).toBe(1);
    expect((await getDb().select().from(activityLog)).map((row) => row.detail)).toEqual(["recent"]);
  });

  it("writes background rows after the caller has moved on, and logs instead of throwing", async () => {
    let written = false;
    recordActivityLater(async () => {
      await recordActivity(getDb(), { kind: "sign-out", actor: null });
      written = true;
    });
    expect(written).toBe(false);
    recordActivityLater(async () => {
      throw new Error("database gone");
    });
    await flushActivity();
    expect(written).toBe(true);
    expect(await getDb().select().from(activityLog)).toHaveLength(1);
  });
});
