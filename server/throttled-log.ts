import { log } from "~/platform/log/log.server";

/**
 * A log line for something that may come in floods (a scanner's malformed addresses): the
 * first occurrence is logged at once, the next ones are counted and logged as one line at
 * most once per `intervalMs`, so that a flood cannot fill the log or cost a write per request.
 */
export function throttledLog(
  describe: (count: number) => string,
  options: { intervalMs?: number; now?: () => number; write?: (line: string) => void } = {},
): () => void {
  const { intervalMs = 60_000, now = Date.now, write = (line: string) => log.warn(line) } = options;
  let lastWritten = -Infinity;
  let unwritten = 0;
  return () => {
    unwritten++;
    if (now() - lastWritten < intervalMs) return;
    write(describe(unwritten));
    unwritten = 0;
    lastWritten = now();
  };
}
