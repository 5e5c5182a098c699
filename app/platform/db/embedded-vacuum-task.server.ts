import { sql } from "drizzle-orm";

import { HOUR_MS } from "~/platform/format/time-units";
import type { Task } from "~/platform/tasks/task-runner.server";

/**
 * The embedded database has no autovacuum: without this its planner keeps the row counts of
 * the day each table was made (a few rows), and with thousands of FAQs and posts it sorted
 * every row for each admin page instead of walking an index; deleted rows' space was never
 * reused either. VACUUM ANALYZE an agency's tables takes milliseconds. PostgreSQL's own
 * autovacuum does this there.
 */
export const embeddedVacuumTask: Task = {
  name: "embedded-vacuum",
  intervalMs: HOUR_MS,
  async run(handle) {
    if (handle.engine !== "pglite") return;
    await handle.db.execute(sql`VACUUM ANALYZE`);
  },
};
