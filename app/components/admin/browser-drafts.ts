import { DAY_MS } from "~/platform/format/time-units";

/*
 * Unsaved work on an admin form, kept in the browser's localStorage as it is typed, so that
 * a closed tab or an ended session loses nothing (docs/admin.md, Working in the admin). Each draft is
 * keyed by the signed-in staff member, so another person on the same browser is never
 * offered it, and by the form and its row ("new" for a new one). Files are never kept: a
 * draft only notes that one was chosen.
 */

export interface BrowserDraft {
  /** When it was kept (milliseconds since the epoch). */
  savedAt: number;
  /** The form's fields in order; a file field has an empty value. */
  fields: Array<[string, string]>;
  /** A file had been chosen: it cannot be brought back. */
  hadFile: boolean;
}

/** The part of localStorage these functions use (a test gives a Map-backed one). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const KEY_PREFIX = "admin-draft:v1:";

/** A draft nobody came back to for this long is dropped when next seen. */
export const DRAFT_MAX_AGE_MS = 30 * DAY_MS;

/** The key of one staff member's draft of one form: `form` names the form, `rowId` its row (null: a new one). */
export function draftKey(staffId: string, form: string, rowId: string | null): string {
  return `${KEY_PREFIX}${staffId}:${form}:${rowId ?? "new"}`;
}

/** A form's fields as a draft: text as typed; of a file only whether one was chosen. */
export function draftFromForm(entries: Iterable<[string, FormDataEntryValue]>, savedAt: number): BrowserDraft {
  const fields: Array<[string, string]> = [];
  let hadFile = false;
  for (const [name, value] of entries) {
    if (typeof value === "string") {
      fields.push([name, value]);
    } else {
      // An untouched file input sends an empty, nameless file.
      if (value.size > 0 || value.name !== "") hadFile = true;
      fields.push([name, ""]);
    }
  }
  return { savedAt, fields, hadFile };
}

function isDraft(value: unknown): value is BrowserDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<BrowserDraft>;
  return (
    typeof draft.savedAt === "number" &&
    typeof draft.hadFile === "boolean" &&
    Array.isArray(draft.fields) &&
    draft.fields.every(
      (field) => Array.isArray(field) && field.length === 2 && field.every((part) => typeof part === "string"),
    )
  );
}

/** The draft kept under `key`; null when there is none, or it is unreadable or too old (then it is removed). */
export function readDraft(storage: DraftStorage, key: string, now = Date.now()): BrowserDraft | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (isDraft(value) && now - value.savedAt <= DRAFT_MAX_AGE_MS) return value;
  storage.removeItem(key);
  return null;
}

/** Keeps the draft; false when the browser refuses (storage full or turned off): the form works on without it. */
export function writeDraft(storage: DraftStorage, key: string, draft: BrowserDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}

/** Removes every draft (of anyone) older than DRAFT_MAX_AGE_MS: rows deleted since leave theirs behind. */
export function removeStaleDrafts(storage: DraftStorage, now = Date.now()): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) readDraft(storage, key, now);
}

function plainSpaces(text: string): string {
  // Newer ICU data puts a narrow no-break space before AM/PM.
  return text.replace(/[\u202f\u00a0]/g, " ");
}

/**
 * When a draft was kept, on the staff member's own clock: "3:41 PM" today, "Nov 20, 3:41 PM"
 * another day. `timeZone` is for tests; the browser's own zone otherwise.
 */
function draftTime(savedAt: number, now = Date.now(), timeZone?: string): string {
  const day = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
  const time = plainSpaces(
    new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(savedAt),
  );
  if (day.format(savedAt) === day.format(now)) return time;
  const date = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" }).format(savedAt);
  return `${date}, ${time}`;
}

/** The question the form asks when it opens with a draft. */
export function draftOfferQuestion(savedAt: number, now = Date.now(), timeZone?: string): string {
  return `Restore your unsaved changes from ${draftTime(savedAt, now, timeZone)}?`;
}
