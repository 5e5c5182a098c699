import { asc, isNull, sql } from "drizzle-orm";

import type { DatabaseTransaction } from "~/features/activity/activity.server";
import {
  recordContentChange,
  type ContentEditor,
  type ContentRow,
} from "~/features/content-lists/content-activity.server";
import { announceContentChange } from "~/platform/cache/content-events.server";
import { getDb } from "~/platform/db/client.server";
import { faqs } from "~/platform/db/schema";

/*
 * Reordering FAQs (docs/admin.md, Ordering FAQs): a FAQ moves within the whole list's order
 * (display order, then creation time), across pages. Every move numbers the list 10, 20,
 * 30, ... in its new order and writes the rows whose number changed, in one transaction: the
 * first move renumbers every FAQ (ties and hand-typed gaps are gone), later ones write the
 * few rows that moved. FAQs in the Trash are not in the list: they keep their number.
 */

/** Why a move did not happen: no such FAQ (or target), or it is already first or last. */
type MoveRefusal = "missing" | "missing-target" | "first" | "last";
export type MoveResult = { moved: true } | { moved: false; reason: MoveRefusal };

export type MoveDirection = "up" | "down";

/** The gap between neighbours after a move: room to put one between two by hand. */
const ORDER_STEP = 10;

/** Where `id` goes in the list `ids` (the whole order); the new order, or why not. */
type Placement = (ids: string[]) => string[] | MoveRefusal;

/** Swaps the FAQ with its neighbour above or below. */
function swapWithNeighbour(id: string, direction: MoveDirection): Placement {
  return (ids) => {
    const index = ids.indexOf(id);
    if (index < 0) return "missing";
    const neighbour = direction === "up" ? index - 1 : index + 1;
    if (neighbour < 0) return "first";
    if (neighbour >= ids.length) return "last";
    const order = [...ids];
    [order[index], order[neighbour]] = [order[neighbour]!, order[index]!];
    return order;
  };
}

/** The FAQ takes the target's place; the rows between shift by one toward where it was (a drop on that row). */
function takePlaceOf(id: string, targetId: string): Placement {
  return (ids) => {
    const from = ids.indexOf(id);
    if (from < 0) return "missing";
    const to = ids.indexOf(targetId);
    if (to < 0) return "missing-target";
    const order = ids.filter((other) => other !== id);
    order.splice(to, 0, id);
    return order;
  };
}

async function reorder(id: string, place: Placement, editor?: ContentEditor): Promise<MoveResult> {
  const result = await getDb().transaction(async (tx): Promise<MoveResult> => {
    // Every row of the list, locked: two moves at once are applied one after the other.
    const rows = await tx
      .select()
      .from(faqs)
      .where(isNull(faqs.deletedAt))
      .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id))
      .for("update");
    const order = place(rows.map((row) => row.id));
    if (typeof order === "string") return { moved: false, reason: order };
    const current = new Map(rows.map((row) => [row.id, row]));
    const changes = order
      .map((rowId, index) => ({ id: rowId, n: (index + 1) * ORDER_STEP }))
      .filter((change) => current.get(change.id)!.displayOrder !== change.n);
    await writeOrder(tx, changes);
    const before = current.get(id)!;
    const after = changes.find((change) => change.id === id);
    // One activity row: the FAQ staff moved (the others only made room).
    if (after) {
      await recordContentChange(tx, editor, {
        entity: "faq",
        action: "updated",
        row: { ...before, displayOrder: after.n } as ContentRow,
        before: before as ContentRow,
      });
    }
    return { moved: true };
  });
  if (result.moved) announceContentChange({ entity: "faq" });
  return result;
}

/** One statement for any number of rows: their new numbers as one JSON parameter. */
async function writeOrder(tx: DatabaseTransaction, changes: { id: string; n: number }[]) {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update ${faqs} set display_order = v.n, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(id uuid, n integer)
    where ${faqs.id} = v.id`);
}

/** 'Move up' / 'Move down': swaps the FAQ with its neighbour in the whole list. */
export function moveFaq(id: string, direction: MoveDirection, editor?: ContentEditor): Promise<MoveResult> {
  return reorder(id, swapWithNeighbour(id, direction), editor);
}

/** A drop: the FAQ takes the place of `targetId` in the whole list. */
export function moveFaqTo(id: string, targetId: string, editor?: ContentEditor): Promise<MoveResult> {
  return reorder(id, takePlaceOf(id, targetId), editor);
}
