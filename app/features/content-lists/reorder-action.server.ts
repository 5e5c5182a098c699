import { data } from "react-router";

import type { MoveResult } from "~/features/faqs/faq-order.server";
import { ID_FIELD, INTENT_FIELD, TARGET_ID_FIELD, type AdminActionResult } from "~/platform/forms/admin-action";

import type { ContentEditor } from "./content-activity.server";
import { asksForFilter } from "./list-filters";
import { parseRowId } from "./row-id";

/** What a list that can be reordered does for 'Move up', 'Move down' and a drop (see runMove). */
export interface ContentReorder {
  move: (id: string, direction: "up" | "down", editor: ContentEditor) => Promise<MoveResult>;
  moveTo: (id: string, targetId: string, editor: ContentEditor) => Promise<MoveResult>;
  /** Named in the answers, e.g. "FAQ". */
  noun: string;
}

const REORDER_UNSUPPORTED_MESSAGE = "This list cannot be reordered.";
const REORDER_WHILE_FILTERED_MESSAGE = "Clear the search and filters to reorder.";

const refusalMessages = (noun: string) =>
  ({
    first: `This ${noun} is already first.`,
    last: `This ${noun} is already last.`,
    "missing-target": `The ${noun} to move it to no longer exists.`,
  }) as const;

const answer = (result: AdminActionResult, status: number) => data<AdminActionResult>(result, { status });

/**
 * A move of one row (docs/admin.md, Ordering FAQs): 200 when done; 404 when the row is gone;
 * 400 when it cannot move that way (already first or last, the target gone), when the list
 * has no order staff set, or when it was asked from a searched or filtered list, whose rows
 * are not neighbours in the whole order. Nothing is written when refused.
 */
export async function runMove(
  request: Request,
  formData: FormData,
  actions: { notFound: string; reorder?: ContentReorder },
  editor: ContentEditor,
) {
  const { reorder } = actions;
  if (!reorder) return answer({ ok: false, error: REORDER_UNSUPPORTED_MESSAGE }, 400);
  // The buttons are not offered on a filtered list; a request from one is refused alike.
  if (asksForFilter(new URL(request.url).searchParams))
    return answer({ ok: false, error: REORDER_WHILE_FILTERED_MESSAGE }, 400);
  const id = parseRowId(formData.get(ID_FIELD));
  if (!id) return answer({ ok: false, error: actions.notFound }, 404);
  let result: MoveResult;
  const intent = formData.get(INTENT_FIELD);
  if (intent === "move-to") {
    const targetId = parseRowId(formData.get(TARGET_ID_FIELD));
    if (!targetId) return answer({ ok: false, error: refusalMessages(reorder.noun)["missing-target"] }, 400);
    result = await reorder.moveTo(id, targetId, editor);
  } else {
    result = await reorder.move(id, intent === "move-up" ? "up" : "down", editor);
  }
  if (result.moved) return answer({ ok: true }, 200);
  if (result.reason === "missing") return answer({ ok: false, error: actions.notFound }, 404);
  return answer({ ok: false, error: refusalMessages(reorder.noun)[result.reason] }, 400);
}
