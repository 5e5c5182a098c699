import { data } from "react-router";
import type { z } from "zod";

import { parseForm, type FieldErrors } from "~/schemas/form-fields";

import {
  adminIntents,
  ID_FIELD,
  INTENT_FIELD,
  PUBLISHED_FIELD,
  type AdminActionResult,
  type AdminIntent,
} from "./content-action";

/** What a content admin (FAQs, posts) does for each intent of its forms and row buttons. */
export interface ContentActions<Input> {
  /** The answer (404) when the row an intent is about does not exist. */
  notFound: string;
  /** The create/edit form's schema (the same the browser checks with). */
  schema: z.ZodType<Input>;
  create: (input: Input) => Promise<unknown>;
  /** Null when no row has that id. */
  update: (id: string, input: Input) => Promise<unknown>;
  /** Null when no row has that id. */
  setPublished: (id: string, isPublished: boolean) => Promise<unknown>;
  /** False when no row has that id. */
  remove: (id: string) => Promise<boolean>;
  /** The field errors only the database can find (e.g. a slug another row has), from what a write threw. */
  fieldErrorsOf?: (error: unknown) => FieldErrors | null;
}

/** The answers of the admin actions: one shape (AdminActionResult) with the matching HTTP status. */
const respond = {
  ok: () => data<AdminActionResult>({ ok: true }, { status: 200 }),
  invalid: (fieldErrors: FieldErrors) => data<AdminActionResult>({ ok: false, fieldErrors }, { status: 400 }),
  badRequest: (error: string) => data<AdminActionResult>({ ok: false, error }, { status: 400 }),
  notFound: (error: string) => data<AdminActionResult>({ ok: false, error }, { status: 404 }),
};

export const UNKNOWN_INTENT_MESSAGE = "Unknown action: expected create, update, toggle or delete.";
export const TOGGLE_TARGET_MESSAGE = "Published must be true or false.";

function readIntent(formData: FormData): AdminIntent | null {
  const value = formData.get(INTENT_FIELD);
  return adminIntents.find((intent) => intent === value) ?? null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row id sent with the form; null when absent or not an id at all (no row can have it). */
function readRowId(formData: FormData): string | null {
  const value = formData.get(ID_FIELD);
  return typeof value === "string" && UUID_PATTERN.test(value) ? value : null;
}

/** The toggle's target state; null when it is neither "true" nor "false". */
function readToggleTarget(formData: FormData): boolean | null {
  const value = formData.get(PUBLISHED_FIELD);
  return value === "true" ? true : value === "false" ? false : null;
}

/**
 * Runs the intent a content admin's form or row button sent, for a request the admin
 * middleware has let through. Input is validated before anything is written; a missing row
 * answers 404, an unknown intent or a malformed toggle 400.
 */
export async function runContentAction<Input>(formData: FormData, actions: ContentActions<Input>) {
  const notFound = () => respond.notFound(actions.notFound);

  /** A create or update: ok, 404 when the row is gone, 400 for what only the database refused. */
  async function write(run: () => Promise<unknown>) {
    try {
      return (await run()) ? respond.ok() : notFound();
    } catch (error) {
      const fieldErrors = actions.fieldErrorsOf?.(error);
      if (fieldErrors) return respond.invalid(fieldErrors);
      throw error;
    }
  }

  switch (readIntent(formData)) {
    case "create": {
      const parsed = parseForm(actions.schema, formData);
      if (!parsed.success) return respond.invalid(parsed.fieldErrors);
      return write(() => actions.create(parsed.data));
    }
    case "update": {
      const parsed = parseForm(actions.schema, formData);
      if (!parsed.success) return respond.invalid(parsed.fieldErrors);
      const id = readRowId(formData);
      return id ? write(() => actions.update(id, parsed.data)) : notFound();
    }
    case "toggle": {
      const isPublished = readToggleTarget(formData);
      if (isPublished === null) return respond.badRequest(TOGGLE_TARGET_MESSAGE);
      const id = readRowId(formData);
      return id && (await actions.setPublished(id, isPublished)) ? respond.ok() : notFound();
    }
    case "delete": {
      const id = readRowId(formData);
      return id && (await actions.remove(id)) ? respond.ok() : notFound();
    }
    case null:
      return respond.badRequest(UNKNOWN_INTENT_MESSAGE);
  }
}
