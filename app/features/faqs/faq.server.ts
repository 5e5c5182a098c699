import { and, asc, eq, isNotNull, isNull, ne } from "drizzle-orm";

import { recordContentChange, type ContentEditor } from "~/features/content-lists/content-activity.server";
import {
  contentStore,
  countContentRows,
  notInTrash,
  updateContentRow,
} from "~/features/content-lists/content-rows.server";
import { announceContentChange } from "~/platform/cache/content-events.server";
import { getDb } from "~/platform/db/client.server";
import { faqs, type Faq } from "~/platform/db/schema";

import { faqFilterCondition, faqSorts } from "./faq-filters.server";

export type { Faq };

type FaqColumns = Omit<typeof faqs.$inferInsert, "id" | "createdAt" | "updatedAt" | "deletedAt">;

/** The Spanish text, which scripts may leave out (none on create; an update keeps what the FAQ has). */
type SpanishFaqColumns = "questionEs" | "answerEs";

/** A FAQ as staff write it: every column but the generated id and timestamps. */
export type FaqInput = Required<Omit<FaqColumns, SpanishFaqColumns>> & Partial<Pick<FaqColumns, SpanishFaqColumns>>;

// Same display_order: the older FAQ first, so the order is stable.
const byDisplayOrder = [asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id)];

/** What the public sees: published and not in the Trash. */
const isPublic = and(eq(faqs.isPublished, true), isNull(faqs.deletedAt))!;

export function listPublishedFaqs(): Promise<Faq[]> {
  return getDb()
    .select()
    .from(faqs)
    .where(isPublic)
    .orderBy(...byDisplayOrder);
}

export function listAllFaqs(): Promise<Faq[]> {
  return getDb()
    .select()
    .from(faqs)
    .orderBy(...byDisplayOrder);
}

/** The categories FAQs have, by name: the admin's Category filter. */
export async function listFaqCategories(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ category: faqs.category })
    .from(faqs)
    .where(and(notInTrash(faqs), isNotNull(faqs.category), ne(faqs.category, "")))
    .orderBy(asc(faqs.category));
  return rows.flatMap((row) => row.category ?? []);
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

/** Null when no FAQ outside the Trash has that id. */
export function updateFaq(id: string, input: FaqInput, editor?: ContentEditor): Promise<Faq | null> {
  return updateContentRow(faqs, "faq", id, input, editor);
}

/** Null when no FAQ outside the Trash has that id. */
export function setFaqPublished(id: string, isPublished: boolean, editor?: ContentEditor): Promise<Faq | null> {
  return updateContentRow(faqs, "faq", id, { isPublished }, editor);
}

/**
 * The FAQ list's pages (in display order; filtered by search, status and category), its Trash
 * and its total (the dashboard's 'Total FAQs'): see ContentStore.
 */
export const faqStore = contentStore(faqs, "faq", {
  orderBy: byDisplayOrder,
  sorts: faqSorts,
  filterCondition: faqFilterCondition,
});

export function countPublishedFaqs(): Promise<number> {
  return countContentRows(faqs, isPublic);
}
