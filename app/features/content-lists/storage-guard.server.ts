import { data } from "react-router";

import { getDatabaseHandle } from "~/platform/db/client.server";
import { storageProblemOf, unsavedChangeMessage, type StorageProblem } from "~/platform/db/storage-errors";
import { writeCheckFor } from "~/platform/db/write-check.server";
import type { AdminActionResult } from "~/platform/forms/admin-action";
import { logError } from "~/platform/http/describe-error.server";

const STORAGE_PROBLEMS: readonly string[] = [
  "disk-full",
  "read-only",
  "permission-denied",
  "io-error",
] satisfies StorageProblem[];

function unavailable(problem: StorageProblem) {
  return data<AdminActionResult>(
    { ok: false, error: unsavedChangeMessage(problem) },
    { status: 503, headers: { "Retry-After": "60" } },
  );
}

/**
 * Runs an admin change unless the disk under the database cannot take it: a full, read-only
 * or failing disk answers 503 with a sentence for staff, never 500. Checked first (cached
 * for a few seconds), because the embedded database hangs instead of failing when it runs
 * out of space; a write that fails anyway for such a reason is answered the same way.
 */
export async function refuseWhenStorageFails<T>(
  perform: () => Promise<T>,
): Promise<T | ReturnType<typeof unavailable>> {
  const status = await writeCheckFor(getDatabaseHandle())();
  if (!status.writable && STORAGE_PROBLEMS.includes(status.problem))
    return unavailable(status.problem as StorageProblem);
  try {
    return await perform();
  } catch (error) {
    const problem = storageProblemOf(error);
    if (!problem) throw error;
    // The error's code and statement only: Drizzle's message holds the SQL and the values written.
    logError(`admin: a change failed, ${problem}`, error);
    return unavailable(problem);
  }
}
