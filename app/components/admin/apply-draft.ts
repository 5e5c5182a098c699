import type { BrowserDraft } from "./browser-drafts";

/**
 * Puts a draft's values back into the form's fields as if typed, so that fields React
 * controls follow too (their onChange runs). Hidden fields (what a picker chose, e.g. an
 * image from the library) and files are left as they are: a draft cannot bring them back.
 */
export function applyDraft(form: HTMLFormElement, draft: BrowserDraft): void {
  // A name may repeat: its values are given out in order.
  const values = new Map<string, string[]>();
  for (const [name, value] of draft.fields) values.set(name, [...(values.get(name) ?? []), value]);

  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLTextAreaElement) &&
      !(element instanceof HTMLSelectElement)
    )
      continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if (["hidden", "file", "submit", "button", "reset", "image"].includes(element.type)) continue;
      if (element.type === "checkbox" || element.type === "radio") {
        const checked = (values.get(element.name) ?? []).includes(element.value);
        // A click, as a person would: React's state follows.
        if (element.checked !== checked) element.click();
        continue;
      }
    }
    setAsTyped(element, values.get(element.name)?.shift() ?? "");
  }
}

function setAsTyped(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  if (element.value === value) return;
  // React watches the value property of its controlled fields: the prototype's setter goes around it.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}
