import { useEffect, useRef } from "react";

interface SettlingFetcher<T> {
  state: "idle" | "loading" | "submitting";
  data: T | undefined;
}

/**
 * Calls `onSettled` once for each submission of `fetcher` that has completed (its answer
 * arrived and the page's data has been reloaded).
 */
export function useSettledResult<T>(fetcher: SettlingFetcher<T>, onSettled: (result: T) => void): void {
  const handled = useRef<T | undefined>(undefined);
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== "idle" || data === undefined || data === handled.current) return;
    handled.current = data;
    callback.current(data);
  }, [state, data]);
}
