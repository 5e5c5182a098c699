import { beforeEach, describe, expect, it } from "vitest";

import { faqStore, getFaqById, listAllFaqs, type FaqInput } from "~/features/faqs/faq.server";

import { adminRequest, callRoute, EVIL_ORIGIN, signInStaff } from "../../../tests/support/admin-requests";
import { seedFaq } from "../../../tests/support/content-fixtures";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

/* The FAQ list's Trash (?view=trash), its restore and delete-forever, and the notices of every action. */

const PATH = "/admin/faqs";
const TRASH = "/admin/faqs?view=trash";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const trashed = async (overrides: Partial<FaqInput> = {}) => (await faqStore.trash((await seedFaq(overrides)).id))!;

describeEachEngine("admin FAQs Trash", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });
  const post = (form: Record<string, string>) => callRoute(action, adminRequest(PATH, { cookie, form }));
  const load = async (path: string) => callRoute(loader, adminRequest(path, { cookie }));

  describe("loader", () => {
    it("lists the FAQs outside the Trash with how many are in it, and ?view=trash the ones in it", async () => {
      await seedFaq({ question: "Kept?" });
      const binned = await trashed({ question: "Binned?" });
      const list = await load(PATH);
      expect(list.body).toMatchObject({ view: "list", trashCount: 1, total: 1, trash: [] });
      expect((list.body as { faqs: { question: string }[] }).faqs.map((faq) => faq.question)).toEqual(["Kept?"]);
      const trash = await load(TRASH);
      expect(trash).toMatchObject({
        status: 200,
        body: {
          view: "trash",
          faqs: [],
          trash: [{ id: binned.id, title: "Binned?", deletedAt: binned.deletedAt!.toISOString() }],
          trashCount: 1,
          page: 1,
          pages: 1,
          total: 1,
        },
      });
    });

    it("treats any other view as the list, and sends a malformed or past-the-end Trash page to the Trash", async () => {
      await trashed();
      expect((await load(`${PATH}?view=bin`)).body).toMatchObject({ view: "list" });
      for (const page of ["2", "0", "abc"]) {
        expect(await load(`${TRASH}&page=${page}`), page).toMatchObject({ status: 302, location: TRASH });
      }
    });
  });

  describe("restore", () => {
    it("takes the FAQ out of the Trash as it was, with a notice linking to the public page", async () => {
      const binned = await trashed({ isPublished: true });
      expect(await post({ intent: "restore", id: binned.id })).toEqual({
        status: 200,
        body: { ok: true, notice: { message: "FAQ restored", viewHref: "/faqs" } },
        location: null,
      });
      expect(await getFaqById(binned.id)).toMatchObject({ isPublished: true, deletedAt: null });
    });

    it("answers 404 for a FAQ outside the Trash, a missing one and an id that is not one, writing nothing", async () => {
      const live = await seedFaq();
      for (const id of [live.id, MISSING_ID, "not-an-id", ""]) {
        expect(await post({ intent: "restore", id }), id).toMatchObject({
          status: 404,
          body: { ok: false, error: "This FAQ no longer exists." },
        });
      }
      expect(await listAllFaqs()).toEqual([live]);
    });
  });

  describe("delete forever", () => {
    it("deletes a FAQ in the Trash for good", async () => {
      const binned = await trashed();
      expect(await post({ intent: "delete-forever", id: binned.id })).toMatchObject({
        status: 200,
        body: { ok: true, notice: { message: "FAQ deleted forever" } },
      });
      expect(await getFaqById(binned.id)).toBeNull();
    });

    it("answers 404 for a FAQ outside the Trash, a missing one and an id that is not one, deleting nothing", async () => {
      const live = await seedFaq();
      for (const id of [live.id, MISSING_ID, "not-an-id"]) {
        expect((await post({ intent: "delete-forever", id })).status, id).toBe(404);
      }
      expect(await listAllFaqs()).toEqual([live]);
    });

    it("refuses restore and delete forever signed out (401) and from another site (403), writing nothing", async () => {
      const binned = await trashed();
      for (const intent of ["restore", "delete-forever"]) {
        const form = { intent, id: binned.id };
        expect((await callRoute(action, adminRequest(PATH, { form }))).status, intent).toBe(401);
        expect((await callRoute(action, adminRequest(PATH, { cookie, form, origin: EVIL_ORIGIN }))).status).toBe(403);
      }
      expect(await listAllFaqs()).toEqual([binned]);
    });
  });

  describe("notices", () => {
    it("says what each save and toggle did, with View when the FAQ is on the public page", async () => {
      const form = { question: "How soon?", answer: "Soon.", category: "", displayOrder: "1" };
      expect((await post({ ...form, intent: "create", isPublished: "on" })).body).toEqual({
        ok: true,
        notice: { message: "FAQ created", viewHref: "/faqs" },
      });
      const [created] = await listAllFaqs();
      expect((await post({ ...form, intent: "update", id: created!.id })).body).toEqual({
        ok: true,
        notice: { message: "FAQ saved" },
      });
      expect((await post({ intent: "toggle", id: created!.id, isPublished: "true" })).body).toEqual({
        ok: true,
        notice: { message: "FAQ published", viewHref: "/faqs" },
      });
      expect((await post({ intent: "toggle", id: created!.id, isPublished: "false" })).body).toEqual({
        ok: true,
        notice: { message: "FAQ unpublished" },
      });
    });

    it("answers 404 to an edit or toggle of a FAQ in the Trash, leaving it as it was", async () => {
      const binned = await trashed();
      const form = { question: "Changed?", answer: "Changed.", category: "", displayOrder: "1" };
      expect((await post({ ...form, intent: "update", id: binned.id })).status).toBe(404);
      expect((await post({ intent: "toggle", id: binned.id, isPublished: "true" })).status).toBe(404);
      expect(await getFaqById(binned.id)).toEqual(binned);
    });
  });
});
