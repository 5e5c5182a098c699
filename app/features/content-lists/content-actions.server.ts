import { data } from "react-router";
import type { z } from "zod";

import {
  adminIntents,
  ID_FIELD,
  INTENT_FIELD,
  PUBLISHED_FIELD,
  REVISION_FIELD,
  type AdminActionResult,
  type AdminIntent,
  type AdminNotice,
} from "~/platform/forms/admin-action";
import { parseForm, type FieldErrors } from "~/platform/forms/form-fields";
import type { RequestBodyKind } from "~/platform/http/body-limits";
import { BodyTooLargeError, MalformedFormError, readFormBody } from "~/platform/http/form-body.server";

import {
  BULK_ACTION_FIELD,
  BULK_IDS_FIELD,
  bulkActions,
  bulkNotice,
  MAX_BULK_ROWS,
  PAGE_IDS_FIELD,
  SELECT_ALL_FIELD,
  type BulkAction,
  type BulkResult,
} from "./bulk-actions";
import type { ContentEditor } from "./content-activity.server";
import { contentNotice, type ContentChange } from "./content-notices";
import { UnknownRowsError } from "./content-rows.server";
import { runMove, type ContentReorder } from "./reorder-action.server";
import { parseRowId } from "./row-id";

export { parseRowId };

/** What a checked form becomes before it is written: the model's input, or field errors only the server can find. */
export type Prepared<Input> =
  | {
      ok: true;
      input: Input;
      /** Undoes what preparing stored (e.g. a new upload) when the write is then refused. */
      discard?: () => Promise<void>;
    }
  | { ok: false; fieldErrors: FieldErrors };

/**
 * What a content admin (FAQs, posts) does for each intent of its forms and row buttons.
 * `Form` is what the form's schema gives: the model's input, perhaps with fields that only
 * say how to prepare it (the post form's 'Remove image'). Each write takes the editor: the
 * model logs it in the transaction of the change. Rows in the Trash are found only by
 * restore and deleteForever.
 */
export interface ContentActions<Input, Form extends Input = Input, Row extends { id: string } = { id: string }> {
  /** The answer (404) when the row an intent is about does not exist. */
  notFound: string;
  /** How the notices name a row: 'FAQ saved', 'Post published'. */
  noun: string;
  /** The public page showing the row, or null when the public cannot see it (a draft, a scheduled post). */
  publicHref: (row: Row) => string | null;
  /**
   * The kind of body its route declares in its `handle` (app/platform/http/body-limits.ts):
   * the form is read within that kind's limit (BODY_LIMIT, UPLOAD_BODY_LIMIT); a larger one answers 413.
   */
  requestBody: RequestBodyKind;
  /** The create/edit form's schema (the same the browser checks with). */
  schema: z.ZodType<Form>;
  /**
   * Runs after the schema has passed the form and before the write: what only the server can
   * do or check (the post form stores its image upload here). Without it the form is the input.
   */
  prepare?: (form: Form, formData: FormData) => Promise<Prepared<Input>>;
  create: (input: Input, editor: ContentEditor) => Promise<Row>;
  /** Null when no row outside the Trash has that id. */
  update: (id: string, input: Input, editor: ContentEditor) => Promise<Row | null>;
  /** Null when no row outside the Trash has that id. */
  setPublished: (id: string, isPublished: boolean, editor: ContentEditor) => Promise<Row | null>;
  /** Delete: moves the row to the Trash. Null when no row outside the Trash has that id. */
  trash: (id: string, editor: ContentEditor) => Promise<Row | null>;
  /** Null when the Trash has no row with that id. */
  restore: (id: string, editor: ContentEditor) => Promise<Row | null>;
  /** False when the Trash has no row with that id. */
  deleteForever: (id: string, editor: ContentEditor) => Promise<boolean>;
  /**
   * 'Restore this version' in the row's History (posts only): null when the row or that
   * revision of it does not exist. Without it the intent is refused.
   */
  restoreRevision?: (id: string, revisionId: string, editor: ContentEditor) => Promise<unknown>;
  /** Why a restore was refused (400, nothing written), from what it threw; null: not a refusal. */
  restoreRefusalOf?: (error: unknown) => string | null;
  /** The field errors only the database can find (e.g. a slug another row has), from what a write threw. */
  fieldErrorsOf?: (error: unknown) => FieldErrors | null;
  /**
   * Why a create or update was refused as a whole (400, nothing written), from what it threw
   * (e.g. a job's staff request that does not exist); null: not a refusal.
   */
  saveRefusalOf?: (error: unknown) => string | null;
  /** Move up, down, or onto another row (FAQs); without it the move intents answer 400. */
  reorder?: ContentReorder;
  /**
   * The list's own row commands (a job's 'Copy', 'Close', 'Reopen'), each given the row's id:
   * the row it wrote, or null when no row outside the Trash has that id. One the list does not
   * have answers 400; one the row's state refuses throws, and `commandRefusalOf` says why (400).
   */
  commands?: Partial<Record<RowCommand, (id: string, editor: ContentEditor) => Promise<Row | null>>>;
  commandRefusalOf?: (error: unknown) => string | null;
  /**
   * Publish, Unpublish, Move to Trash (or its Undo, Restore) of the ticked rows, in one
   * transaction (ContentStore.bulk); UnknownRowsError when an id names no row it can act on.
   */
  bulk: (action: BulkAction, ids: readonly string[], editor: ContentEditor) => Promise<BulkResult>;
  /** How the bulk notices count rows ('1 post', '3 posts'). */
  counted: { one: string; many: string };
}

/** The row commands a list may have besides the shared ones, and the change each one's notice says. */
const rowCommands = { copy: "copied", close: "closed", reopen: "reopened" } as const satisfies Record<
  string,
  ContentChange
>;
export type RowCommand = keyof typeof rowCommands;

/** The answers of the admin actions: one shape (AdminActionResult) with the matching HTTP status. */
const respond = {
  ok: (notice?: AdminNotice) => data<AdminActionResult>(notice ? { ok: true, notice } : { ok: true }, { status: 200 }),
  invalid: (fieldErrors: FieldErrors) => data<AdminActionResult>({ ok: false, fieldErrors }, { status: 400 }),
  badRequest: (error: string) => data<AdminActionResult>({ ok: false, error }, { status: 400 }),
  notFound: (error: string) => data<AdminActionResult>({ ok: false, error }, { status: 404 }),
  refused: (error: BodyTooLargeError | MalformedFormError) =>
    data<AdminActionResult>({ ok: false, error: error.message }, { status: error.status }),
};

export const UNKNOWN_INTENT_MESSAGE = `Unknown action: expected ${adminIntents.slice(0, -1).join(", ")} or ${adminIntents.at(-1)}.`;
export const TOGGLE_TARGET_MESSAGE = "Published must be true or false.";
export const NO_HISTORY_MESSAGE = "This list keeps no History to restore from.";
export const REVISION_NOT_FOUND_MESSAGE = "This post or this version of it no longer exists.";
const NO_SUCH_COMMAND_MESSAGE = "This list has no such action.";
export const BULK_ACTION_MESSAGE = "Unknown bulk action: expected publish, unpublish, trash or restore.";
export const NOTHING_TICKED_MESSAGE = "Tick the rows to act on first.";
export const BAD_ROW_IDS_MESSAGE = "The ticked rows are not rows of this list.";

/**
 * The rows a bulk action is for: the ticked ids, or with 'Select all' the page's. Null when
 * one of them is not an id at all or there are more than a page could have: the form was
 * not the page's.
 */
function readBulkIds(formData: FormData): string[] | null {
  const sent = formData.get(SELECT_ALL_FIELD) === "page" ? formData.getAll(PAGE_IDS_FIELD) : [];
  const values = [...formData.getAll(BULK_IDS_FIELD), ...sent];
  const ids = values.map(parseRowId);
  if (ids.some((id) => id === null) || ids.length > MAX_BULK_ROWS) return null;
  return [...new Set(ids as string[])];
}

function readIntent(formData: FormData): AdminIntent | null {
  const value = formData.get(INTENT_FIELD);
  return adminIntents.find((intent) => intent === value) ?? null;
}

/** The row id sent with the form; null when absent or not an id. */
function readRowId(formData: FormData): string | null {
  return parseRowId(formData.get(ID_FIELD));
}

/** The toggle's target state; null when it is neither "true" nor "false". */
function readToggleTarget(formData: FormData): boolean | null {
  const value = formData.get(PUBLISHED_FIELD);
  return value === "true" ? true : value === "false" ? false : null;
}

/** The form of the request, or the answer that refuses it (too large, not a form). */
async function readForm(request: Request, kind: RequestBodyKind) {
  try {
    return { formData: await readFormBody(request, kind) };
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError)
      return { refusal: respond.refused(error) };
    throw error;
  }
}

/**
 * Runs the intent a content admin's form or row button sent, for a request the admin
 * middleware has let through. Input is validated (and prepared) before anything is written;
 * a missing row answers 404, an unknown intent or a malformed toggle 400, a form over the
 * admin's size limit 413.
 */
export async function runContentAction<Input, Form extends Input, Row extends { id: string }>(
  request: Request,
  actions: ContentActions<Input, Form, Row>,
  editor: ContentEditor,
) {
  const read = await readForm(request, actions.requestBody);
  if (!read.formData) return read.refusal;
  const { formData } = read;
  const notFound = () => respond.notFound(actions.notFound);
  /** Ok with the notice of `change` to `row`; 404 when there was no such row. */
  const noticed = (change: ContentChange, row: Row | null) =>
    row
      ? respond.ok(contentNotice(actions.noun, change, { id: row.id, publicHref: actions.publicHref(row) }))
      : notFound();

  /**
   * A create or update: the form checked and prepared, then written. Ok; 404 when the row is
   * gone; 400 for what only the database refused. What preparing stored is undone whenever
   * the write does not happen, so a refused request leaves nothing behind. No `write`: the
   * row to update cannot exist (its id is not one).
   */
  async function save(change: ContentChange, write: ((input: Input) => Promise<Row | null>) | null) {
    const parsed = parseForm(actions.schema, formData);
    if (!parsed.success) return respond.invalid(parsed.fieldErrors);
    if (!write) return notFound();
    const prepared = actions.prepare
      ? await actions.prepare(parsed.data, formData)
      : { ok: true as const, input: parsed.data };
    if (!prepared.ok) return respond.invalid(prepared.fieldErrors);
    try {
      const row = await write(prepared.input);
      if (row) return noticed(change, row);
      await prepared.discard?.();
      return notFound();
    } catch (error) {
      await prepared.discard?.();
      const fieldErrors = actions.fieldErrorsOf?.(error);
      if (fieldErrors) return respond.invalid(fieldErrors);
      const refusal = actions.saveRefusalOf?.(error);
      if (refusal) return respond.badRequest(refusal);
      throw error;
    }
  }

  /** 'Restore this version': 404 when the row or its revision is gone; 400 when the restore is refused (e.g. its slug is taken). */
  async function restoreRevision() {
    const restore = actions.restoreRevision;
    if (!restore) return respond.badRequest(NO_HISTORY_MESSAGE);
    const id = readRowId(formData);
    const revisionId = parseRowId(formData.get(REVISION_FIELD));
    if (!id || !revisionId) return respond.notFound(REVISION_NOT_FOUND_MESSAGE);
    try {
      return (await restore(id, revisionId, editor)) ? respond.ok() : respond.notFound(REVISION_NOT_FOUND_MESSAGE);
    } catch (error) {
      const refusal = actions.restoreRefusalOf?.(error);
      if (refusal) return respond.badRequest(refusal);
      throw error;
    }
  }

  /** A row command of the list's own: its notice; 404 when the row is gone; 400 when the list has none or the row's state refuses it. */
  async function runCommand(command: RowCommand) {
    const run = actions.commands?.[command];
    if (!run) return respond.badRequest(NO_SUCH_COMMAND_MESSAGE);
    const id = readRowId(formData);
    try {
      return noticed(rowCommands[command], id ? await run(id, editor) : null);
    } catch (error) {
      const refusal = actions.commandRefusalOf?.(error);
      if (refusal) return respond.badRequest(refusal);
      throw error;
    }
  }

  /** The ticked rows' action: its notice; 400 with nothing written for an unknown action, no rows, or ids that are not the list's. */
  async function runBulk() {
    const action = bulkActions.find((known) => known === formData.get(BULK_ACTION_FIELD));
    if (!action) return respond.badRequest(BULK_ACTION_MESSAGE);
    const ids = readBulkIds(formData);
    if (!ids) return respond.badRequest(BAD_ROW_IDS_MESSAGE);
    if (ids.length === 0) return respond.badRequest(NOTHING_TICKED_MESSAGE);
    try {
      return respond.ok(bulkNotice(actions.counted, action, await actions.bulk(action, ids, editor)));
    } catch (error) {
      if (error instanceof UnknownRowsError) return respond.badRequest(error.message);
      throw error;
    }
  }

  const intent = readIntent(formData);
  switch (intent) {
    case "create":
      return save("created", (input) => actions.create(input, editor));
    case "update": {
      const id = readRowId(formData);
      return save("saved", id ? (input) => actions.update(id, input, editor) : null);
    }
    case "toggle": {
      const isPublished = readToggleTarget(formData);
      if (isPublished === null) return respond.badRequest(TOGGLE_TARGET_MESSAGE);
      const id = readRowId(formData);
      const row = id ? await actions.setPublished(id, isPublished, editor) : null;
      return noticed(isPublished ? "published" : "unpublished", row);
    }
    case "delete": {
      const id = readRowId(formData);
      return noticed("trashed", id ? await actions.trash(id, editor) : null);
    }
    case "restore": {
      const id = readRowId(formData);
      return noticed("restored", id ? await actions.restore(id, editor) : null);
    }
    case "delete-forever": {
      const id = readRowId(formData);
      if (!id || !(await actions.deleteForever(id, editor))) return notFound();
      return respond.ok(contentNotice(actions.noun, "deleted", { id }));
    }
    case "move-up":
    case "move-down":
    case "move-to":
      return runMove(request, formData, actions, editor);
    case "restore-revision":
      return restoreRevision();
    case "copy":
    case "close":
    case "reopen":
      return runCommand(intent);
    case "bulk":
      return runBulk();
    case null:
      return respond.badRequest(UNKNOWN_INTENT_MESSAGE);
  }
}
