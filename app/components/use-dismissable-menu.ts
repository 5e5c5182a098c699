import { useEffect, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * The open state of a menu that closes by itself on any navigation (links, Back/Forward)
 * and on a press outside `container`. Keyboard rules differ per menu and stay with each.
 */
export function useDismissableMenu(container: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);

  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, container]);

  return [open, setOpen] as const;
}
