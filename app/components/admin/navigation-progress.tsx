import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** How long a navigation may take before the bar appears: a quick one shows nothing. */
const PROGRESS_DELAY_MS = 300;

/**
 * A thin bar at the top of the admin while a page takes longer than a moment to arrive
 * (a link, Back, a form that navigates; not a row's own buttons, which show their state
 * themselves). Indeterminate: no value is known. With reduced motion it stands still.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  // Each navigation is its own: a slow one ended must not show the bar at the start of the next.
  const pending = navigation.state === "idle" ? null : navigation.location.key;
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setSlow(pending), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (pending === null || slow !== pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-[admin-progress_1.2s_ease-in-out_infinite] bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
