import { describe, expect, it } from "vitest";
import { z } from "zod";

import { requiredText } from "~/schemas/form-fields";

import {
  runContentAction,
  TOGGLE_TARGET_MESSAGE,
  UNKNOWN_INTENT_MESSAGE,
  type ContentActions,
} from "./content-actions.server";

const ID = "0b6f0f4e-2f1c-4a51-9d52-3c1f5a0e8b11";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

class NameTakenError extends Error {}

/** A content admin over an in-memory table of names, recording every write. */
function memoryActions() {
  const rows = new Map<string, { name: string; isPublished: boolean }>([[ID, { name: "kept", isPublished: false }]]);
  const writes: string[] = [];
  const actions: ContentActions<{ name: string }> = {
    notFound: "This row no longer exists.",
    schema: z.object({ name: requiredText("Name", 100) }),
    async create({ name }) {
      if (name === "taken") throw new NameTakenError();
      writes.push(`create ${name}`);
      return { name };
    },
    async update(id, { name }) {
      if (!rows.has(id)) return null;
      writes.push(`update ${id} ${name}`);
      return { name };
    },
    async setPublished(id, isPublished) {
      if (!rows.has(id)) return null;
      writes.push(`toggle ${id} ${isPublished}`);
      return {};
    },
    async remove(id) {
      if (!rows.has(id)) return false;
      writes.push(`delete ${id}`);
      return true;
    },
    fieldErrorsOf: (error) => (error instanceof NameTakenError ? { name: "Name is taken" } : null),
  };
  return { actions, writes };
}

function form(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

async function run(fields: Record<string, string>) {
  const memory = memoryActions();
  const answer = await runContentAction(form(fields), memory.actions);
  return { status: answer.init?.status, body: answer.data, writes: memory.writes };
}

describe("runContentAction", () => {
  it("runs each intent's handler and answers ok", async () => {
    expect(await run({ intent: "create", name: "new" })).toEqual({
      status: 200,
      body: { ok: true },
      writes: ["create new"],
    });
    expect(await run({ intent: "update", id: ID, name: "renamed" })).toMatchObject({
      status: 200,
      writes: [`update ${ID} renamed`],
    });
    expect(await run({ intent: "toggle", id: ID, isPublished: "true" })).toMatchObject({
      status: 200,
      writes: [`toggle ${ID} true`],
    });
    expect(await run({ intent: "toggle", id: ID, isPublished: "false" })).toMatchObject({
      status: 200,
      writes: [`toggle ${ID} false`],
    });
    expect(await run({ intent: "delete", id: ID })).toMatchObject({ status: 200, writes: [`delete ${ID}`] });
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
    await expect(runContentAction(form({ intent: "create", name: "new" }), failing)).rejects.toThrow("database down");
  });
});
