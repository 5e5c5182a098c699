import { beforeEach, describe, expect, it } from "vitest";

import { getFaqById, listAllFaqs } from "~/features/faqs/faq.server";
import { getDb } from "~/platform/db/client.server";
import { faqs as faqsTable } from "~/platform/db/schema";

import {
  adminRequest,
  callRoute,
  describeRefusalsOfEveryIntent,
  signInStaff,
} from "../../../tests/support/admin-requests";
import { seedFaq } from "../../../tests/support/content-fixtures";
import { itSendsMalformedAndPastTheEndPagesBack } from "../../../tests/support/paged-list-tests";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

const PATH = "/admin/faqs";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const validForm = {
  intent: "create",
  question: "How soon can I start?",
  answer: "Often the same week.",
  category: "Job Seekers",
  displayOrder: "3",
  isPublished: "on",
};

describeEachEngine("admin FAQs route", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  const post = (form: Record<string, string>, options: { cookie?: string; origin?: string | null } = { cookie }) =>
    callRoute(action, adminRequest(PATH, { ...options, form }));

  describe("loader", () => {
    it("sends a signed-out visitor to /admin/login", async () => {
      const answer = await callRoute(loader, adminRequest(PATH));
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/login");
    });

    it("lists every FAQ, drafts included, in display order", async () => {
      await seedFaq({ question: "Second", displayOrder: 2, isPublished: true });
      await seedFaq({ question: "First", displayOrder: 1 });
      const answer = await callRoute(loader, adminRequest(PATH, { cookie }));
      expect(answer.status).toBe(200);
      const { faqs } = answer.body as { faqs: { question: string; isPublished: boolean }[] };
      expect(faqs.map((f) => [f.question, f.isPublished])).toEqual([
        ["First", false],
        ["Second", true],
      ]);
    });

    it("pages by 50 in display order, with the total, however many FAQs there are", async () => {
      const rows = Array.from({ length: 5_500 }, (_, i) => ({
        question: `Question ${String(i + 1).padStart(4, "0")}?`,
        answer: "A.",
        displayOrder: i + 1,
      }));
      for (let i = 0; i < rows.length; i += 1000)
        await getDb()
          .insert(faqsTable)
          .values(rows.slice(i, i + 1000));
      const questions = async (query: string) => {
        const answer = await callRoute(loader, adminRequest(`${PATH}${query}`, { cookie }));
        const body = answer.body as { faqs: { question: string }[]; page: number; pages: number; total: number };
        return { ...body, faqs: body.faqs.map((f) => f.question) };
      };
      const first = await questions("");
      expect(first).toMatchObject({ page: 1, pages: 110, total: 5_500 });
      expect(first.faqs).toHaveLength(50);
      expect(first.faqs.slice(0, 2)).toEqual(["Question 0001?", "Question 0002?"]);
      const second = await questions("?page=2");
      expect(second.faqs[0]).toBe("Question 0051?");
      const last = await questions("?page=110");
      expect(last.faqs).toHaveLength(50);
      expect(last.faqs.at(-1)).toBe("Question 5500?");
    });

    itSendsMalformedAndPastTheEndPagesBack({ path: PATH, loader, seedOne: () => seedFaq(), cookie: () => cookie });
  });

  describeRefusalsOfEveryIntent({
    path: PATH,
    action,
    createForm: validForm,
    seed: () => seedFaq(),
    listAll: listAllFaqs,
    table: "faqs",
    cookie: () => cookie,
  });

  describe("create", () => {
    it("creates a FAQ from the form", async () => {
      const answer = await post(validForm);
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const [created] = await listAllFaqs();
      expect(created).toMatchObject({
        question: "How soon can I start?",
        answer: "Often the same week.",
        category: "Job Seekers",
        displayOrder: 3,
        isPublished: true,
      });
    });

    it("trims text, stores an empty category as null, an empty order as 0 and an unticked box as a draft", async () => {
      const { isPublished: _unticked, ...form } = validForm;
      await post({ ...form, question: "  Spaced?  ", category: "   ", displayOrder: "" });
      const [created] = await listAllFaqs();
      expect(created).toMatchObject({ question: "Spaced?", category: null, displayOrder: 0, isPublished: false });
    });

    it("accepts a negative display order", async () => {
      await post({ ...validForm, displayOrder: "-5" });
      expect((await listAllFaqs())[0]!.displayOrder).toBe(-5);
    });

    const invalidCases: [string, Record<string, string>, string, string][] = [
      ["an empty question", { question: "" }, "question", "Question is required"],
      ["a blank question", { question: "   " }, "question", "Question is required"],
      [
        "a 501-character question",
        { question: "x".repeat(501) },
        "question",
        "Question must be at most 500 characters",
      ],
      ["an empty answer", { answer: "" }, "answer", "Answer is required"],
      ["a blank answer", { answer: "\n\t" }, "answer", "Answer is required"],
      [
        "a 101-character category",
        { category: "c".repeat(101) },
        "category",
        "Category must be at most 100 characters",
      ],
      ["a fractional order", { displayOrder: "1.5" }, "displayOrder", "Display Order must be a whole number"],
      ["a non-numeric order", { displayOrder: "abc" }, "displayOrder", "Display Order must be a whole number"],
      ["an exponent order", { displayOrder: "1e3" }, "displayOrder", "Display Order must be a whole number"],
      [
        "a huge order",
        { displayOrder: "99999999999" },
        "displayOrder",
        "Display Order must be between -1,000,000 and 1,000,000",
      ],
    ];
    it("refuses each rule's bad input with 400 and the field's message, writing nothing", async () => {
      for (const [description, change, field, message] of invalidCases) {
        const answer = await post({ ...validForm, ...change });
        expect(answer.status, description).toBe(400);
        expect(answer.body, description).toEqual({ ok: false, fieldErrors: { [field]: message } });
      }
      expect(await listAllFaqs()).toEqual([]);
    });

    it("reports every invalid field at once", async () => {
      const answer = await post({ intent: "create", question: "", answer: "", displayOrder: "x" });
      expect(answer.body).toEqual({
        ok: false,
        fieldErrors: {
          question: "Question is required",
          answer: "Answer is required",
          displayOrder: "Display Order must be a whole number",
        },
      });
    });
  });

  describe("update", () => {
    it("replaces every field of the FAQ", async () => {
      const existing = await seedFaq({ category: "Old", isPublished: true });
      const { isPublished: _unticked, ...form } = validForm;
      const answer = await post({ ...form, intent: "update", id: existing.id, category: "" });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      expect(await getFaqById(existing.id)).toMatchObject({
        question: "How soon can I start?",
        category: null,
        displayOrder: 3,
        isPublished: false,
      });
    });

    it("refuses bad input with 400 and leaves the FAQ as it was", async () => {
      const existing = await seedFaq();
      const answer = await post({ ...validForm, intent: "update", id: existing.id, answer: "", displayOrder: "2.5" });
      expect(answer).toMatchObject({
        status: 400,
        body: { fieldErrors: { answer: "Answer is required", displayOrder: "Display Order must be a whole number" } },
      });
      expect(await getFaqById(existing.id)).toEqual(existing);
    });

    it("answers 404 for a FAQ that does not exist", async () => {
      for (const id of [MISSING_ID, "not-an-id", ""]) {
        const answer = await post({ ...validForm, intent: "update", id });
        expect(answer).toMatchObject({ status: 404, body: { ok: false, error: "This FAQ no longer exists." } });
      }
      expect(await listAllFaqs()).toEqual([]);
    });
  });

  describe("toggle", () => {
    it("publishes and unpublishes", async () => {
      const existing = await seedFaq();
      expect((await post({ intent: "toggle", id: existing.id, isPublished: "true" })).status).toBe(200);
      expect((await getFaqById(existing.id))!.isPublished).toBe(true);
      expect((await post({ intent: "toggle", id: existing.id, isPublished: "false" })).status).toBe(200);
      expect((await getFaqById(existing.id))!.isPublished).toBe(false);
    });

    it("refuses a target that is not true or false, and answers 404 for a missing FAQ", async () => {
      const existing = await seedFaq();
      expect(await post({ intent: "toggle", id: existing.id, isPublished: "yes" })).toMatchObject({
        status: 400,
        body: { ok: false, error: "Published must be true or false." },
      });
      expect((await post({ intent: "toggle", id: MISSING_ID, isPublished: "true" })).status).toBe(404);
      expect(await getFaqById(existing.id)).toEqual(existing);
    });
  });

  describe("delete", () => {
    it("moves the FAQ to the Trash with a notice offering Undo, then answers 404 for it", async () => {
      const existing = await seedFaq();
      const kept = await seedFaq({ question: "Kept?" });
      expect(await post({ intent: "delete", id: existing.id })).toMatchObject({
        status: 200,
        body: { ok: true, notice: { message: "FAQ moved to the Trash", undo: { intent: "restore", id: existing.id } } },
      });
      expect((await getFaqById(existing.id))!.deletedAt).toBeInstanceOf(Date);
      expect(await getFaqById(kept.id)).toEqual(kept);
      expect((await post({ intent: "delete", id: existing.id })).status).toBe(404);
    });
  });

  it("answers 400 to an unknown intent", async () => {
    for (const intent of ["", "publish", "drop"]) {
      expect(await post({ ...validForm, intent })).toMatchObject({ status: 400, body: { ok: false } });
    }
    expect(await listAllFaqs()).toEqual([]);
  });
});
