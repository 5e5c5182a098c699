import type pg from "pg";
import { expect } from "vitest";

/*
 * Asks PostgreSQL's planner about exactly the statements a model call sends: the pool's
 * queries are recorded, then each is explained. For the index suites (PostgreSQL only).
 * PRINT_PLANS=1 prints the plans.
 */

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** "Limit > Index Scan using x": what an assertion prints when a plan is not the expected one. */
export function planSummary(nodes: PlanNode[]): string {
  return nodes.map((n) => `${n["Node Type"]}${n["Index Name"] ? ` using ${n["Index Name"]}` : ""}`).join(" > ");
}

export interface QueryPlans {
  /** Runs a model call; the plan of each statement it sent, in order (there must be `statements`). */
  plansOf(run: () => Promise<unknown>, statements: number): Promise<PlanNode[][]>;
  /** Puts the pool's own query function back. */
  restore(): void;
}

export function recordQueryPlans(pool: pg.Pool): QueryPlans {
  const executed: { text: string; values: unknown[] }[] = [];
  const originalQuery = pool.query.bind(pool) as pg.Pool["query"];
  pool.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
    executed.push({ text: typeof config === "string" ? config : config.text, values: values ?? [] });
    return (originalQuery as (c: unknown, v: unknown) => unknown)(config, values);
  }) as pg.Pool["query"];

  const explain = (format: "JSON" | "TEXT", text: string, values: unknown[]) =>
    (originalQuery as (t: string, v: unknown[]) => Promise<pg.QueryResult>)(
      `EXPLAIN (FORMAT ${format}) ${text}`,
      values,
    );

  return {
    async plansOf(run, statements) {
      executed.length = 0;
      await run();
      const sent = [...executed];
      expect(sent).toHaveLength(statements);
      const plans: PlanNode[][] = [];
      for (const { text, values } of sent) {
        const result = await explain("JSON", text, values);
        const [{ Plan }] = result.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode }];
        plans.push(nodesOf(Plan));
        if (process.env.PRINT_PLANS) {
          const lines = (await explain("TEXT", text, values)).rows.map((row) => row["QUERY PLAN"]);
          console.info(`${text}\n${lines.join("\n")}\n`);
        }
      }
      return plans;
    },
    restore() {
      pool.query = originalQuery;
    },
  };
}
