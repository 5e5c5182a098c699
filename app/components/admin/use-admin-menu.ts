import { useRef, type KeyboardEvent } from "react";

import { useDismissableMenu } from "~/components/use-dismissable-menu";

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The admin menu below 1024 px: its button opens it; while open, Tab and Shift+Tab go round
 * the button and the menu's entries only; Escape (or a click outside) closes it and Escape
 * gives focus back to the button; going to another page closes it.
 */
export function useAdminMenu() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useDismissableMenu(containerRef);

  // From 1024 px up the button is hidden and the menu is the sidebar: nothing to hold then.
  const holding = () => open && buttonRef.current !== null && buttonRef.current.offsetParent !== null;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!holding()) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "Tab") return;
    const first = buttonRef.current!;
    const entries = panelRef.current!.querySelectorAll<HTMLElement>(focusable);
    const last = entries.item(entries.length - 1) ?? first;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return {
    open,
    toggle: () => setOpen((was) => !was),
    buttonRef,
    panelRef,
    containerRef,
    onKeyDown,
  };
}
