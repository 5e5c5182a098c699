import { asc, eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { faqs, type Faq } from "~/db/schema";

import { recordContentChange, type ContentEditor } from "./content-activity.server";
import { announceContentChange } from "./content-events.server";
import { countContentRows, deleteContentRow, updateContentRow } from "./content-rows.server";

export type { Faq };

/** A FAQ as staff write it: every column but the generated id and timestamps. */
export type FaqInput = Required<Omit<typeof faqs.$inferInsert, "id" | "createdAt" | "updatedAt">>;

// Same display_order: the older FAQ first, so the order is stable.
const byDisplayOrder = [asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id)];

export function listPublishedFaqs(): Promise<Faq[]> {
  return getDb()
    .select()
    .from(faqs)
    .where(eq(faqs.isPublished, true))
    .orderBy(...byDisplayOrder);
}

export function listAllFaqs(): Promise<Faq[]> {
  return getDb()
    .select()
    .from(faqs)
    .orderBy(...byDisplayOrder);
}

/**
 * One page of every FAQ (drafts included) in display order, and how many there are. Pages
 * count from 1; a page past the end is empty (the caller knows the total to send people back).
 */
export async function listFaqsPage(page: number, perPage: number): Promise<{ rows: Faq[]; total: number }> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1 (got ${page})`);
  const [rows, total] = await Promise.all([
    getDb()
      .select()
      .from(faqs)
      .orderBy(...byDisplayOrder)
      .limit(perPage)
      .offset((page - 1) * perPage),
    countFaqs(),
  ]);
  return { rows, total };
}

export async function getFaqById(id: string): Promise<Faq | null> {
  const [row] = await getDb().select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row ?? null;
}

/** `editor`: the staff member, for the activity log (written in the same transaction). */
export async function createFaq(input: FaqInput, editor?: ContentEditor): Promise<Faq> {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(faqs).values(input).returning();
    await recordContentChange(tx, editor, { entity: "faq", action: "created", row: created! });
    return created!;
  });
  announceContentChange({ entity: "faq" });
  return row;
}

/** Null when no FAQ has that id. */
export function updateFaq(id: string, input: FaqInput, editor?: ContentEditor): Promise<Faq | null> {
  return updateContentRow(faqs, "faq", id, input, editor);
}

/** Null when no FAQ has that id. */
export function setFaqPublished(id: string, isPublished: boolean, editor?: ContentEditor): Promise<Faq | null> {
  return updateContentRow(faqs, "faq", id, { isPublished }, editor);
}

/** False when no FAQ has that id. */
export function deleteFaq(id: string, editor?: ContentEditor): Promise<boolean> {
  return deleteContentRow(faqs, "faq", id, editor);
}

export function countFaqs(): Promise<number> {
  return countContentRows(faqs);
}

export function countPublishedFaqs(): Promise<number> {
  return countContentRows(faqs, eq(faqs.isPublished, true));
}
