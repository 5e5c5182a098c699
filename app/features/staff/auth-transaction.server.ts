import { runWithAdapter } from "@better-auth/core/context";
import { drizzleAdapter } from "better-auth/adapters/drizzle";

import type { Database } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";

import { getAuth } from "./auth.server";

export type DatabaseTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type AuthContext = Awaited<Awaited<ReturnType<typeof getAuth>>["$context"]>;

/**
 * Runs better-auth's internal adapter (user, account, session rows) inside a Drizzle
 * transaction the caller owns, so that several auth writes, and the caller's own rows, are
 * committed together or not at all. better-auth's adapter is built without transactions;
 * here every internal-adapter call made within `fn` goes to `tx` instead (through
 * better-auth's own adapter context), with its hooks and field defaults as usual.
 *
 * Inside `fn`, never query the outer database handle: on PGlite that waits for the
 * transaction forever, on PostgreSQL it runs outside it.
 */
export async function withAuthTransaction<T>(
  tx: DatabaseTransaction,
  fn: (ctx: AuthContext) => Promise<T>,
): Promise<T> {
  const ctx = await (await getAuth()).$context;
  const adapter = drizzleAdapter(tx, { provider: "pg", schema })(ctx.options);
  return runWithAdapter(adapter, () => fn(ctx));
}
