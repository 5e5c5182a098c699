import { useChangedBeforeHydration } from "./use-changed-before-hydration";

/**
 * For a controlled field (`value` from state): what a visitor typed into it before the page
 * hydrated, handed to `take` once hydration is done (use-changed-before-hydration.ts says
 * why). Returns the ref for the field.
 */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  value: string,
  take: (typed: string) => void,
) {
  return useChangedBeforeHydration<Field, string>((field) => (field.value !== value ? field.value : undefined), take);
}
