import { DAY_MS } from "~/platform/format/time-units";
import { log } from "~/platform/log/log.server";

import { pruneActivity } from "./activity.server";

/**
 * Prunes activity rows past their 365 days at start-up and once a day after. Several
 * instances may each do it: deleting old rows twice changes nothing. The timer never keeps
 * the process alive.
 */
export function startActivityRetention(intervalMs = DAY_MS): { stop(): void } {
  const prune = () => {
    pruneActivity()
      .then((count) => {
        if (count > 0) log.info(`activity: pruned ${count} row(s) older than 365 days`);
      })
      .catch((error: unknown) =>
        log.error(`activity: could not prune old rows: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
  prune();
  const timer = setInterval(prune, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
