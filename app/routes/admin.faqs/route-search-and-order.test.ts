import { beforeEach, describe, expect, it } from "vitest";

import { listAllFaqs } from "~/features/faqs/faq.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, faqs as faqsTable } from "~/platform/db/schema";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { seedFaq } from "../../../tests/support/content-fixtures";
import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

/* The FAQ admin's search and filters (in the address) and its moves (Move up, Move down, a drop). */

const PATH = "/admin/faqs";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

interface ListBody {
  faqs: { question: string }[];
  page: number;
  pages: number;
  total: number;
  filter: { q: string; status: string | null; category: string | null };
  categories: string[];
}

describeEachEngine("admin FAQs route: search, filters and order", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  const list = async (query: string) => {
    const answer = await callRoute(loader, adminRequest(`${PATH}${query}`, { cookie }));
    expect(answer.status, query).toBe(200);
    const body = answer.body as ListBody;
    return { ...body, questions: body.faqs.map((faq) => faq.question) };
  };
  const post = (form: Record<string, string>, query = "") =>
    callRoute(action, adminRequest(`${PATH}${query}`, { cookie, form }));

  describe("search and filters", () => {
    beforeEach(async () => {
      await seedFaq({ question: "Do you place welders?", answer: "Yes, at the Café Lafitte.", displayOrder: 1 });
      await seedFaq({ question: "How do I apply?", answer: "Online.", category: "Job Seekers", isPublished: true });
      await seedFaq({ question: "Do you staff cafés?", answer: "Yes.", category: "Employers", displayOrder: 3 });
    });

    it("finds by a word of the answer, with or without its accents, and says what it filtered", async () => {
      for (const q of ["cafe", "Café", "CAFE"]) {
        const found = await list(`?q=${encodeURIComponent(q)}`);
        expect(found.questions, q).toEqual(["Do you place welders?", "Do you staff cafés?"]);
        expect(found.total).toBe(2);
        expect(found.filter).toEqual({ q, status: null, category: null });
      }
      expect((await list("?q=lafitte")).questions).toEqual(["Do you place welders?"]);
    });

    it("filters by status and category, and lists the categories in use", async () => {
      expect((await list("?status=published")).questions).toEqual(["How do I apply?"]);
      expect((await list("?status=draft")).questions).toEqual(["Do you place welders?", "Do you staff cafés?"]);
      expect((await list("?category=Employers")).questions).toEqual(["Do you staff cafés?"]);
      expect((await list("?q=cafe&status=draft&category=Employers")).questions).toEqual(["Do you staff cafés?"]);
      expect((await list("")).categories).toEqual(["Employers", "Job Seekers"]);
    });

    it("answers an empty result with no rows, never an error", async () => {
      expect(await list("?q=plumbers")).toMatchObject({ questions: [], total: 0, pages: 1 });
      expect(await list("?category=Nobody")).toMatchObject({ questions: [], total: 0 });
    });

    it("ignores values no form sends: an unknown status, a repeat, control characters", async () => {
      expect(await list("?status=archived")).toMatchObject({ total: 3, filter: { status: null } });
      expect(await list("?status=draft&status=published")).toMatchObject({ total: 2, filter: { status: "draft" } });
      expect(await list("?q=caf%00e")).toMatchObject({ total: 0, filter: { q: "caf e" } });
      expect(await list("?category=%00")).toMatchObject({ total: 3, filter: { category: null } });
    });

    it("pages the filtered list, and sends a page past its end to its last page with the filter kept", async () => {
      await getDb()
        .insert(faqsTable)
        .values(
          Array.from({ length: 120 }, (_, i) => ({ question: `Shift ${i}?`, answer: "Nights.", displayOrder: 10 + i })),
        );
      expect(await list("?q=nights&page=3")).toMatchObject({ page: 3, pages: 3, total: 120 });
      const past = await callRoute(loader, adminRequest(`${PATH}?view=all&q=nights&page=9`, { cookie }));
      expect(past).toMatchObject({ status: 302, location: `${PATH}?view=all&q=nights&page=3` });
      const malformed = await callRoute(loader, adminRequest(`${PATH}?q=nights&page=x`, { cookie }));
      expect(malformed).toMatchObject({ status: 302, location: `${PATH}?q=nights` });
    });
  });

  describe("moves", () => {
    let ids: string[];
    beforeEach(async () => {
      ids = [];
      for (const question of ["First?", "Second?", "Third?"]) ids.push((await seedFaq({ question })).id);
      // Created one after the other: equal display orders go by creation time.
      await timesInOrder(
        faqsTable.createdAt,
        ids.map((id) => ({ id })),
      );
    });
    const order = async () => (await listAllFaqs()).map((faq) => `${faq.question}${faq.displayOrder}`);

    it("moves up, down and onto another row's place, numbering the list 10, 20, 30", async () => {
      expect(await post({ intent: "move-up", id: ids[1]! })).toMatchObject({ status: 200, body: { ok: true } });
      expect(await order()).toEqual(["Second?10", "First?20", "Third?30"]);
      expect(await post({ intent: "move-down", id: ids[1]! }, "?page=1")).toMatchObject({ status: 200 });
      expect(await order()).toEqual(["First?10", "Second?20", "Third?30"]);
      expect(await post({ intent: "move-to", id: ids[2]!, targetId: ids[0]! })).toMatchObject({ status: 200 });
      expect(await order()).toEqual(["Third?10", "First?20", "Second?30"]);
      expect(await getDb().select().from(activityLog)).toHaveLength(3);
    });

    it("refuses with 400 a move past either end, to a missing target or from a filtered list; nothing written", async () => {
      const refusals: [Record<string, string>, string, string][] = [
        [{ intent: "move-up", id: ids[0]! }, "", "This FAQ is already first."],
        [{ intent: "move-down", id: ids[2]! }, "", "This FAQ is already last."],
        [{ intent: "move-to", id: ids[0]!, targetId: MISSING_ID }, "", "The FAQ to move it to no longer exists."],
        [{ intent: "move-to", id: ids[0]!, targetId: "nope" }, "", "The FAQ to move it to no longer exists."],
        [{ intent: "move-down", id: ids[0]! }, "?q=first", "Clear the search and filters to reorder."],
        [{ intent: "move-down", id: ids[0]! }, "?status=draft", "Clear the search and filters to reorder."],
        [{ intent: "move-down", id: ids[0]! }, "?category=Employers", "Clear the search and filters to reorder."],
      ];
      for (const [form, query, error] of refusals) {
        expect(await post(form, query), `${form.intent} ${query}`).toMatchObject({
          status: 400,
          body: { ok: false, error },
        });
      }
      expect(await order()).toEqual(["First?0", "Second?0", "Third?0"]);
      expect(await getDb().select().from(activityLog)).toEqual([]);
    });

    it("answers 404 for a FAQ that does not exist, writing nothing", async () => {
      for (const id of [MISSING_ID, "not-an-id", ""]) {
        for (const intent of ["move-up", "move-down", "move-to"]) {
          expect(await post({ intent, id, targetId: ids[0]! }), `${intent} ${id}`).toMatchObject({
            status: 404,
            body: { ok: false, error: "This FAQ no longer exists." },
          });
        }
      }
      expect(await order()).toEqual(["First?0", "Second?0", "Third?0"]);
    });

    it("refuses every move signed out (401) and from another site (403)", async () => {
      for (const intent of ["move-up", "move-down", "move-to"]) {
        const form = { intent, id: ids[1]!, targetId: ids[0]! };
        expect((await callRoute(action, adminRequest(PATH, { form }))).status).toBe(401);
        expect(
          (await callRoute(action, adminRequest(PATH, { form, cookie, origin: "https://evil.example" }))).status,
        ).toBe(403);
      }
      expect(await order()).toEqual(["First?0", "Second?0", "Third?0"]);
    });
  });
});
