import { useRef, type DragEvent, type RefObject } from "react";

/*
 * Dragging a table row onto another row's place: the handle (an element with data-drag-id,
 * the row's id) starts it, any row of the table under `wrapper` takes the drop. The dragged
 * row is marked data-dragging and the row under the pointer data-drop-target, for styles.
 */

function rowIdAt(target: EventTarget | null): { row: HTMLElement; id: string } | null {
  const row = target instanceof Element ? target.closest<HTMLElement>("tr") : null;
  const id = row?.querySelector("[data-drag-id]")?.getAttribute("data-drag-id");
  return row && id ? { row, id } : null;
}

/** The wrapper's drag event handlers; `onDrop` gets the dragged row's id and the target row's. */
export function useRowDrag(
  wrapper: RefObject<HTMLElement | null>,
  { canStart, onDrop }: { canStart: () => boolean; onDrop: (id: string, targetId: string) => void },
) {
  const dragged = useRef<string | null>(null);

  function clearMarks() {
    wrapper.current
      ?.querySelectorAll("[data-drop-target], [data-dragging]")
      .forEach((row) => row.removeAttribute(row.hasAttribute("data-dragging") ? "data-dragging" : "data-drop-target"));
  }

  return {
    onDragStart(event: DragEvent) {
      const handle = event.target instanceof Element ? event.target.closest("[data-drag-id]") : null;
      const hit = rowIdAt(handle);
      if (!canStart() || !hit) return;
      dragged.current = hit.id;
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", hit.id);
      // The whole row follows the pointer, not only its handle.
      event.dataTransfer.setDragImage(hit.row, 16, 16);
      hit.row.setAttribute("data-dragging", "");
    },
    onDragOver(event: DragEvent) {
      const hit = dragged.current ? rowIdAt(event.target) : null;
      if (!hit) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (hit.row.hasAttribute("data-drop-target")) return;
      wrapper.current?.querySelectorAll("[data-drop-target]").forEach((row) => row.removeAttribute("data-drop-target"));
      if (hit.id !== dragged.current) hit.row.setAttribute("data-drop-target", "");
    },
    onDrop(event: DragEvent) {
      const id = dragged.current;
      const hit = id ? rowIdAt(event.target) : null;
      event.preventDefault();
      clearMarks();
      dragged.current = null;
      if (!id || !hit || hit.id === id) return;
      onDrop(id, hit.id);
    },
    onDragEnd() {
      dragged.current = null;
      clearMarks();
    },
  };
}
