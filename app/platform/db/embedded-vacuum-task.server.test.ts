import { sql, type SQL } from "drizzle-orm";
import { expect, it, vi } from "vitest";

import { runTaskIfDue } from "~/platform/tasks/task-runner.server";
import { scheduledTasks } from "~/scheduled-tasks.server";

import { describeEachEngine } from "../../../tests/support/test-database";
import { getDatabaseHandle, getDb } from "./client.server";
import { embeddedVacuumTask } from "./embedded-vacuum-task.server";
import { faqs } from "./schema";

/** The rows of a raw query (the two engines' drivers answer in the same shape). */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result = (await getDb().execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function faqsPlan(): Promise<string> {
  const plan = await rowsOf<Record<string, string>>(
    sql`EXPLAIN SELECT * FROM faqs WHERE deleted_at IS NULL ORDER BY display_order, created_at LIMIT 50`,
  );
  return plan.map((row) => row["QUERY PLAN"]).join("\n");
}

describeEachEngine("the embedded database's vacuum task", (engine) => {
  it("runs with the scheduled tasks", () => {
    expect(scheduledTasks).toContain(embeddedVacuumTask);
  });

  it("gives the planner the real row counts, so a page of a big table walks its index", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ question: `Q${i}?`, answer: "A", displayOrder: i }));
    for (let start = 0; start < rows.length; start += 1000) {
      await getDb()
        .insert(faqs)
        .values(rows.slice(start, start + 1000));
    }
    if (engine === "pglite") expect(await faqsPlan()).not.toContain("Index Scan");
    const log = vi.fn();
    expect(await runTaskIfDue(getDatabaseHandle(), embeddedVacuumTask, new Date(), log)).toBe("ran");
    expect(log).not.toHaveBeenCalled();
    if (engine === "pglite") {
      const [stats] = await rowsOf<{ reltuples: number }>(sql`SELECT reltuples FROM pg_class WHERE relname = 'faqs'`);
      expect(Number(stats!.reltuples)).toBe(3000);
      expect(await faqsPlan()).toContain("Index Scan using faqs_display_order_idx");
    }
  });
});
