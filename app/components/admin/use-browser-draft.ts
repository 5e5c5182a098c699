import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import { applyDraft } from "./apply-draft";
import {
  draftFromForm,
  draftKey,
  readDraft,
  removeDraft,
  removeStaleDrafts,
  writeDraft,
  type BrowserDraft,
  type DraftStorage,
} from "./browser-drafts";
import { formSnapshot } from "./form-snapshot";
import { useSignedInStaff } from "./signed-in-staff";

/** How long typing pauses before the draft is kept. */
const DRAFT_SAVE_DELAY_MS = 500;

function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage turned off (a privacy setting): the form works without drafts.
    return null;
  }
}

/**
 * Keeps what is typed in an admin form in this browser (browser-drafts.ts), under the
 * signed-in staff member, the form's id and its row: after a pause in typing, and at once
 * when the page is hidden or closed. When the form opens with such a draft, `offer` holds it
 * until the staff member restores or discards it. A form back to what it opened with keeps
 * no draft; `clear` removes it once the form is saved.
 */
export function useBrowserDraft(formRef: RefObject<HTMLFormElement | null>, formId: string, rowId: string | null) {
  const staffId = useSignedInStaff()?.id;
  const [offer, setOffer] = useState<BrowserDraft | null>(null);
  const offerPending = useRef(false);
  const saved = useRef(false);
  const saveNow = useRef<() => void>(() => {});

  useEffect(() => {
    const form = formRef.current;
    const storage = browserStorage();
    if (!form || !storage || !staffId) return;
    const key = draftKey(staffId, formId, rowId);
    removeStaleDrafts(storage);
    const opened = formSnapshot(new FormData(form));
    const kept = readDraft(storage, key);
    if (kept && formSnapshot(kept.fields) !== opened) {
      offerPending.current = true;
      setOffer(kept);
    } else if (kept) {
      removeDraft(storage, key);
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (saved.current) return;
      const entries = [...new FormData(form)];
      // Unchanged: nothing to keep (but a draft still offered stays until it is answered).
      if (formSnapshot(entries) === opened) {
        if (!offerPending.current) removeDraft(storage, key);
        return;
      }
      writeDraft(storage, key, draftFromForm(entries, Date.now()));
    };
    saveNow.current = save;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    };
    const flush = () => {
      if (timer !== undefined) save();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    // Clicks too: a toolbar button or a picker changes a field without typing in it.
    for (const type of ["input", "change", "click"]) form.addEventListener(type, later);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      flush();
      for (const type of ["input", "change", "click"]) form.removeEventListener(type, later);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [formRef, formId, rowId, staffId]);

  const answered = () => {
    offerPending.current = false;
    setOffer(null);
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();
  };

  const restore = () => {
    const form = formRef.current;
    if (form && offer) applyDraft(form, offer);
    answered();
    saveNow.current();
  };

  const discard = () => {
    const storage = browserStorage();
    if (storage && staffId) removeDraft(storage, draftKey(staffId, formId, rowId));
    answered();
    // What was typed since the form opened is a draft of its own.
    saveNow.current();
  };

  const clear = useCallback(() => {
    saved.current = true;
    const storage = browserStorage();
    if (storage && staffId) removeDraft(storage, draftKey(staffId, formId, rowId));
  }, [staffId, formId, rowId]);

  return { offer, restore, discard, clear };
}
