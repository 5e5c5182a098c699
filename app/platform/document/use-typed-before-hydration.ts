import { useEffect, useRef } from "react";

/**
 * For a controlled field (`value` from state): what a visitor typed into it before the page
 * hydrated, handed to `take` once hydration is done. React keeps that text on the page but
 * tells no one: the state still holds the server's value, so a check that reads the state
 * (a button enabled once the field is valid, a list filtered as one types) would ignore what
 * is on the screen, and the next render would wipe it. Returns the ref for the field.
 */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  value: string,
  take: (typed: string) => void,
) {
  const ref = useRef<Field>(null);
  const firstRender = useRef({ value, take });
  useEffect(() => {
    const typed = ref.current?.value;
    const { value: rendered, take: handOver } = firstRender.current;
    if (typed !== undefined && typed !== rendered) handOver(typed);
  }, []);
  return ref;
}
