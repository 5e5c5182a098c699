import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useBlocker } from "react-router";

import { formSnapshot } from "./form-snapshot";

/** The question before work would be lost (leaving the page, or Escape on the form). */
export const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave without saving?";

/**
 * Guards an open admin form: from what it held when it opened, tells whether it has changes,
 * and while it has, asks before a link or Back leaves the page (React Router's blocker) and
 * lets the browser ask before the tab is closed or reloaded. `markSaved` ends the guard once
 * the server has accepted the form, so nothing asks after a save.
 */
export function useUnsavedChanges(formRef: RefObject<HTMLFormElement | null>) {
  const opened = useRef<string | null>(null);
  const saved = useRef(false);

  // Read from the form itself when asked: a save and a navigation can come in one event.
  const hasChanges = useCallback(() => {
    const form = formRef.current;
    if (!form || opened.current === null || saved.current) return false;
    return formSnapshot(new FormData(form)) !== opened.current;
  }, [formRef]);

  useEffect(() => {
    const form = formRef.current;
    if (form) opened.current = formSnapshot(new FormData(form));
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!hasChanges()) return;
      // The browser asks in its own words; the page cannot choose them.
      event.preventDefault();
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [formRef, hasChanges]);

  // Only leaving the page loses the form: a new query (the list's page) keeps it open.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasChanges(),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  const markSaved = useCallback(() => {
    saved.current = true;
  }, []);

  return { hasChanges, markSaved };
}
