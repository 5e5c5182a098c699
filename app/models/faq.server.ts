import { asc, count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { faqs, type Faq } from "~/db/schema";
import { announceContentChange } from "./content-events.server";

export type { Faq };

export interface FaqInput {
  question: string;
  answer: string;
  category: string | null;
  displayOrder: number;
  isPublished: boolean;
}

// Same display_order: the older FAQ first, so the order is stable.
const byDisplayOrder = [asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id)];

export function listPublishedFaqs(): Promise<Faq[]> {
  return getDb().select().from(faqs).where(eq(faqs.isPublished, true)).orderBy(...byDisplayOrder);
}

export function listAllFaqs(): Promise<Faq[]> {
  return getDb().select().from(faqs).orderBy(...byDisplayOrder);
}

export async function getFaqById(id: string): Promise<Faq | null> {
  const [row] = await getDb().select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row ?? null;
}

export async function createFaq(input: FaqInput): Promise<Faq> {
  const [row] = await getDb().insert(faqs).values(input).returning();
  announceContentChange({ entity: "faq" });
  return row!;
}

/** Null when no FAQ has that id. */
export async function updateFaq(id: string, input: FaqInput): Promise<Faq | null> {
  const [row] = await getDb().update(faqs).set(input).where(eq(faqs.id, id)).returning();
  if (row) announceContentChange({ entity: "faq" });
  return row ?? null;
}

export async function setFaqPublished(id: string, isPublished: boolean): Promise<Faq | null> {
  const [row] = await getDb().update(faqs).set({ isPublished }).where(eq(faqs.id, id)).returning();
  if (row) announceContentChange({ entity: "faq" });
  return row ?? null;
}

/** False when no FAQ has that id. */
export async function deleteFaq(id: string): Promise<boolean> {
  const deleted = await getDb().delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length > 0) announceContentChange({ entity: "faq" });
  return deleted.length > 0;
}

export async function countFaqs(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(faqs);
  return row?.value ?? 0;
}

export async function countPublishedFaqs(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(faqs).where(eq(faqs.isPublished, true));
  return row?.value ?? 0;
}
