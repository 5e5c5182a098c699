import { useEffect, useRef } from "react";

/**
 * For an element whose state React controls (a field's text, a form's tick boxes): what a
 * visitor changed in it before the page hydrated, handed to `take` once hydration is done.
 * React 19 keeps such a change on the page but tells no one: the state still holds the
 * server's value, so whatever reads the state (a count, a button enabled once a field is
 * valid) ignores what is on the screen, and the next render puts the server's value back.
 * `read` is given the element after hydration and returns what changed, or undefined.
 * Returns the ref for the element.
 */
export function useChangedBeforeHydration<Target extends Element, Changed>(
  read: (element: Target) => Changed | undefined,
  take: (changed: Changed) => void,
) {
  const ref = useRef<Target>(null);
  // The first render's functions: the effect runs once, with what the server rendered.
  const firstRender = useRef({ read, take });
  useEffect(() => {
    const { read: readElement, take: handOver } = firstRender.current;
    const changed = ref.current ? readElement(ref.current) : undefined;
    if (changed !== undefined) handOver(changed);
  }, []);
  return ref;
}
