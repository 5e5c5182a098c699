import { describe, expect, it } from "vitest";
import { z } from "zod";

import { requiredText } from "~/platform/forms/form-fields";

import { useEnvironment } from "../../../tests/support/environment";
import {
  BAD_ROW_IDS_MESSAGE,
  BULK_ACTION_MESSAGE,
  NOTHING_TICKED_MESSAGE,
  runContentAction,
  TOGGLE_TARGET_MESSAGE,
  UNKNOWN_INTENT_MESSAGE,
  type ContentActions,
} from "./content-actions.server";
import { UnknownRowsError } from "./content-rows.server";

const ID = "0b6f0f4e-2f1c-4a51-9d52-3c1f5a0e8b11";
const TRASHED_ID = "5d1c3a9e-7b2f-4c6d-8e1a-2f3b4c5d6e7f";
const NEW_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

class NameTakenError extends Error {}

/** The signed-in staff member the admin hands to every write (for the activity log). */
const editor = { actor: { id: "u1", name: "Sam Staff", email: "sam@example.com" }, origin: null };

interface MemoryRow {
  id: string;
  name: string;
  isPublished: boolean;
  inTrash: boolean;
}

/**
 * A content admin over an in-memory table of names, recording every write. ID is a published
 * row; TRASHED_ID a row in the Trash. A published row outside the Trash is public at /rows.
 */
function memoryActions() {
  const rows = new Map<string, MemoryRow>([
    [ID, { id: ID, name: "kept", isPublished: true, inTrash: false }],
    [TRASHED_ID, { id: TRASHED_ID, name: "binned", isPublished: true, inTrash: true }],
  ]);
  const writes: string[] = [];
  const live = (id: string) => (rows.get(id)?.inTrash === false ? rows.get(id)! : null);
  const trashed = (id: string) => (rows.get(id)?.inTrash ? rows.get(id)! : null);
  const actions: ContentActions<{ name: string }, { name: string }, MemoryRow> = {
    notFound: "This row no longer exists.",
    noun: "Row",
    publicHref: (row) => (row.isPublished && !row.inTrash ? "/rows" : null),
    requestBody: "form",
    schema: z.object({ name: requiredText("Name", 100) }),
    async create({ name }) {
      if (name === "taken") throw new NameTakenError();
      writes.push(`create ${name}`);
      return { id: NEW_ID, name, isPublished: false, inTrash: false };
    },
    async update(id, { name }) {
      const row = live(id);
      if (!row) return null;
      writes.push(`update ${id} ${name}`);
      return { ...row, name };
    },
    async setPublished(id, isPublished) {
      const row = live(id);
      if (!row) return null;
      writes.push(`toggle ${id} ${isPublished}`);
      return { ...row, isPublished };
    },
    async trash(id) {
      const row = live(id);
      if (!row) return null;
      writes.push(`trash ${id}`);
      return { ...row, inTrash: true };
    },
    async restore(id) {
      const row = trashed(id);
      if (!row) return null;
      writes.push(`restore ${id}`);
      return { ...row, inTrash: false };
    },
    async deleteForever(id) {
      if (!trashed(id)) return false;
      writes.push(`delete forever ${id}`);
      return true;
    },
    fieldErrorsOf: (error) => (error instanceof NameTakenError ? { name: "Name is taken" } : null),
    counted: { one: "row", many: "rows" },
    async bulk(action, ids) {
      const found = ids.map((id) => (action === "restore" ? trashed(id) : live(id)));
      if (found.some((row) => !row)) throw new UnknownRowsError();
      const changed = found.filter(
        (row) => (action !== "publish" && action !== "unpublish") || row!.isPublished !== (action === "publish"),
      );
      for (const row of changed) writes.push(`${action} ${row!.id}`);
      return { changed: changed.length, unchanged: ids.length - changed.length, ids: changed.map((row) => row!.id) };
    },
  };
  return { actions, writes };
}

function post(fields: Record<string, string | string[]>): Request {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) formData.append(name, one);
  return new Request("http://localhost/admin/rows", { method: "POST", body: formData });
}

/** Runs the fields through `memory`'s admin: the answer's status and body, and the writes made. */
async function runWith<Form extends { name: string }>(
  memory: { actions: ContentActions<{ name: string }, Form, MemoryRow>; writes: string[] },
  fields: Record<string, string | string[]>,
) {
  const answer = await runContentAction(post(fields), memory.actions, editor);
  return { status: answer.init?.status, body: answer.data, writes: memory.writes };
}

const run = (fields: Record<string, string | string[]>) => runWith(memoryActions(), fields);

/** The memory admin with a prepare step that stores a "file" and can be told to refuse. */
function preparingActions() {
  const memory = memoryActions();
  const stored: string[] = [];
  const actions: ContentActions<{ name: string }, { name: string; extra: string }, MemoryRow> = {
    ...memory.actions,
    schema: z.object({ name: requiredText("Name", 100), extra: requiredText("Extra", 100) }),
    async prepare(form) {
      if (form.extra === "refused") return { ok: false, fieldErrors: { extra: "Extra is refused" } };
      stored.push(form.extra);
      return { ok: true, input: { name: `${form.name}+${form.extra}` }, discard: async () => void stored.pop() };
    },
  };
  return { actions, writes: memory.writes, stored };
}

describe("runContentAction", () => {
  it("runs each intent's handler and answers ok with the notice of what it did", async () => {
    expect(await run({ intent: "create", name: "new" })).toEqual({
      status: 200,
      body: { ok: true, notice: { message: "Row created" } },
      writes: ["create new"],
    });
    expect(await run({ intent: "update", id: ID, name: "renamed" })).toEqual({
      status: 200,
      body: { ok: true, notice: { message: "Row saved", viewHref: "/rows" } },
      writes: [`update ${ID} renamed`],
    });
    expect(await run({ intent: "toggle", id: ID, isPublished: "true" })).toEqual({
      status: 200,
      body: { ok: true, notice: { message: "Row published", viewHref: "/rows" } },
      writes: [`toggle ${ID} true`],
    });
    expect(await run({ intent: "toggle", id: ID, isPublished: "false" })).toEqual({
      status: 200,
      body: { ok: true, notice: { message: "Row unpublished" } },
      writes: [`toggle ${ID} false`],
    });
    expect(await run({ intent: "delete", id: ID })).toEqual({
      status: 200,
      body: { ok: true, notice: { message: "Row moved to the Trash", undo: { intent: "restore", id: ID } } },
      writes: [`trash ${ID}`],
    });
    expect(await run({ intent: "restore", id: TRASHED_ID })).toEqual({
      status: 200,
      body: { ok: true, notice: { message: "Row restored", viewHref: "/rows" } },
      writes: [`restore ${TRASHED_ID}`],
    });
    expect(await run({ intent: "delete-forever", id: TRASHED_ID })).toEqual({
      status: 200,
      body: { ok: true, notice: { message: "Row deleted forever" } },
      writes: [`delete forever ${TRASHED_ID}`],
    });
  });

  it("finds rows in the Trash for restore and delete forever only", async () => {
    const forms: Record<string, string>[] = [
      { intent: "update", id: TRASHED_ID, name: "x" },
      { intent: "toggle", id: TRASHED_ID, isPublished: "true" },
      { intent: "delete", id: TRASHED_ID },
      { intent: "restore", id: ID },
      { intent: "delete-forever", id: ID },
    ];
    for (const fields of forms) {
      expect(await run(fields), fields.intent).toEqual({
        status: 404,
        body: { ok: false, error: "This row no longer exists." },
        writes: [],
      });
    }
  });

  it("hands the signed-in editor to every write", async () => {
    const seen: string[] = [];
    const memory = memoryActions();
    const watching: typeof memory.actions = {
      ...memory.actions,
      create: async (input, by) => (seen.push(`create by ${by.actor.name}`), memory.actions.create(input, by)),
      update: async (id, input, by) => (seen.push(`update by ${by.actor.name}`), memory.actions.update(id, input, by)),
      setPublished: async (id, isPublished, by) => (
        seen.push(`toggle by ${by.actor.name}`),
        memory.actions.setPublished(id, isPublished, by)
      ),
      trash: async (id, by) => (seen.push(`delete by ${by.actor.name}`), memory.actions.trash(id, by)),
      restore: async (id, by) => (seen.push(`restore by ${by.actor.name}`), memory.actions.restore(id, by)),
      deleteForever: async (id, by) => (
        seen.push(`delete forever by ${by.actor.name}`),
        memory.actions.deleteForever(id, by)
      ),
    };
    const forms: Record<string, string>[] = [
      { intent: "create", name: "new" },
      { intent: "update", id: ID, name: "renamed" },
      { intent: "toggle", id: ID, isPublished: "true" },
      { intent: "delete", id: ID },
      { intent: "restore", id: TRASHED_ID },
      { intent: "delete-forever", id: TRASHED_ID },
    ];
    for (const fields of forms) {
      expect((await runWith({ actions: watching, writes: memory.writes }, fields)).status).toBe(200);
    }
    expect(seen).toEqual([
      "create by Sam Staff",
      "update by Sam Staff",
      "toggle by Sam Staff",
      "delete by Sam Staff",
      "restore by Sam Staff",
      "delete forever by Sam Staff",
    ]);
  });

  it("answers invalid input with 400 and its field errors, writing nothing", async () => {
    for (const intent of ["create", "update"]) {
      expect(await run({ intent, id: ID, name: " " }), intent).toEqual({
        status: 400,
        body: { ok: false, fieldErrors: { name: "Name is required" } },
        writes: [],
      });
    }
    expect(await run({ intent: "create", name: "taken" })).toEqual({
      status: 400,
      body: { ok: false, fieldErrors: { name: "Name is taken" } },
      writes: [],
    });
  });

  it("answers 404 for a row that does not exist, or an id that is not one", async () => {
    for (const id of [MISSING_ID, "not-an-id", ""]) {
      const intents: Record<string, string>[] = [
        { intent: "update", name: "x" },
        { intent: "toggle", isPublished: "true" },
        { intent: "delete" },
        { intent: "restore" },
        { intent: "delete-forever" },
      ];
      for (const fields of intents) {
        expect(await run({ ...fields, id }), `${fields.intent} ${id}`).toEqual({
          status: 404,
          body: { ok: false, error: "This row no longer exists." },
          writes: [],
        });
      }
    }
  });

  it("answers 400 to an unknown intent and to a toggle that is neither true nor false", async () => {
    for (const intent of ["", "publish", "CREATE"]) {
      expect(await run({ intent, name: "x" }), intent).toEqual({
        status: 400,
        body: { ok: false, error: UNKNOWN_INTENT_MESSAGE },
        writes: [],
      });
    }
    expect(await run({ intent: "toggle", id: ID, isPublished: "yes" })).toEqual({
      status: 400,
      body: { ok: false, error: TOGGLE_TARGET_MESSAGE },
      writes: [],
    });
  });

  it("lets a write's unexpected failure through to the router", async () => {
    const memory = memoryActions();
    const failing = { ...memory.actions, create: () => Promise.reject(new Error("database down")) };
    await expect(runContentAction(post({ intent: "create", name: "new" }), failing, editor)).rejects.toThrow(
      "database down",
    );
  });

  it("answers a form over the admin's size limit with 413 and one that is not a form with 400, writing nothing", async () => {
    useEnvironment({ BODY_LIMIT: "4KB" });
    expect(await run({ intent: "create", name: "x".repeat(5000) })).toEqual({
      status: 413,
      body: { ok: false, error: "The form is larger than 4 KB." },
      writes: [],
    });
    const memory = memoryActions();
    const garbled = new Request("http://localhost/admin/rows", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      body: "no parts",
    });
    const answer = await runContentAction(garbled, memory.actions, editor);
    expect({ status: answer.init?.status, body: answer.data, writes: memory.writes }).toEqual({
      status: 400,
      body: { ok: false, error: "The form could not be read. Reload the page and try again." },
      writes: [],
    });
  });

  it("writes what prepare made of the form, and undoes it when the write is refused", async () => {
    const preparing = preparingActions();
    expect(await runWith(preparing, { intent: "create", name: "new", extra: "file" })).toMatchObject({
      status: 200,
      writes: ["create new+file"],
    });
    expect(preparing.stored).toEqual(["file"]);
    // Refused by prepare, by the database (a taken name) and for a missing row: nothing stays.
    expect(await runWith(preparing, { intent: "create", name: "new", extra: "refused" })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { extra: "Extra is refused" } },
    });
    const taken = preparingActions();
    taken.actions.prepare = async () => ({
      ok: true,
      input: { name: "taken" },
      discard: async () => void taken.stored.pop(),
    });
    taken.stored.push("upload");
    expect(await runWith(taken, { intent: "create", name: "new", extra: "file" })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { name: "Name is taken" } },
    });
    expect(taken.stored).toEqual([]);
    const missing = preparingActions();
    expect(await runWith(missing, { intent: "update", id: MISSING_ID, name: "n", extra: "file" })).toMatchObject({
      status: 404,
      writes: [],
    });
    expect(missing.stored).toEqual([]);
    // An id that cannot be a row's is refused before anything is prepared.
    const malformed = preparingActions();
    expect(await runWith(malformed, { intent: "update", id: "nope", name: "n", extra: "file" })).toMatchObject({
      status: 404,
    });
    expect(malformed.stored).toEqual([]);
  });

  describe("bulk", () => {
    it("acts on the ticked rows, or with 'Select all' the page's, and says how many", async () => {
      expect(await run({ intent: "bulk", bulkAction: "unpublish", ids: [ID] })).toEqual({
        status: 200,
        body: { ok: true, notice: { message: "1 row unpublished." } },
        writes: [`unpublish ${ID}`],
      });
      expect(await run({ intent: "bulk", bulkAction: "publish", ids: [ID] })).toEqual({
        status: 200,
        body: { ok: true, notice: { message: "0 rows published. 1 row was already published." } },
        writes: [],
      });
      expect(await run({ intent: "bulk", bulkAction: "trash", selectAll: "page", pageIds: [ID] })).toEqual({
        status: 200,
        body: {
          ok: true,
          notice: { message: "1 row moved to the Trash.", undo: { intent: "bulk", action: "restore", ids: [ID] } },
        },
        writes: [`trash ${ID}`],
      });
      expect(await run({ intent: "bulk", bulkAction: "restore", ids: [TRASHED_ID, TRASHED_ID] })).toEqual({
        status: 200,
        body: { ok: true, notice: { message: "1 row restored." } },
        writes: [`restore ${TRASHED_ID}`],
      });
      // 'Select all' unticked: the page's ids (here one no row has) are not taken.
      expect(await run({ intent: "bulk", bulkAction: "trash", ids: [ID], pageIds: [MISSING_ID] })).toMatchObject({
        status: 200,
        writes: [`trash ${ID}`],
      });
    });

    it("answers 400 and writes nothing for no rows, ids that are not ids or not the list's, or an unknown action", async () => {
      const refused = (error: string) => ({ status: 400, body: { ok: false, error }, writes: [] });
      expect(await run({ intent: "bulk", bulkAction: "publish" })).toEqual(refused(NOTHING_TICKED_MESSAGE));
      expect(await run({ intent: "bulk", bulkAction: "publish", ids: [ID, "1 OR 1=1"] })).toEqual(
        refused(BAD_ROW_IDS_MESSAGE),
      );
      expect(await run({ intent: "bulk", bulkAction: "publish", ids: [ID, MISSING_ID] })).toEqual(
        refused(new UnknownRowsError().message),
      );
      expect(await run({ intent: "bulk", bulkAction: "trash", ids: [TRASHED_ID] })).toEqual(
        refused(new UnknownRowsError().message),
      );
      expect(await run({ intent: "bulk", bulkAction: "delete-forever", ids: [TRASHED_ID] })).toEqual(
        refused(BULK_ACTION_MESSAGE),
      );
      const tooMany = Array.from(
        { length: 101 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      );
      expect(await run({ intent: "bulk", bulkAction: "publish", ids: tooMany })).toEqual(refused(BAD_ROW_IDS_MESSAGE));
    });
  });
});
