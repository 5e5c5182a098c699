import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { appSettings } from "~/db/schema";

const SECRET_KEY = "auth_secret";

/**
 * The key that signs session cookies. The configured one (BETTER_AUTH_SECRET) wins; otherwise one is
 * generated on first start and kept in the database, so restarts keep sessions and every
 * instance sharing a PostgreSQL signs alike.
 */
export async function loadAuthSecret(db: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  return row!.value;
}
