import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "./client.server";
import { appSettings } from "./schema";

/*
 * Secrets the app makes itself on first use and keeps in app_settings, so that restarts keep
 * them and every instance sharing a PostgreSQL uses the same. They are machinery, not the
 * site's content: a database holding only them is still empty to a restore.
 */

export const GENERATED_SECRET_KEYS = ["auth_secret", "contact_form_token_secret"] as const;
export type GeneratedSecretKey = (typeof GENERATED_SECRET_KEYS)[number];

/** The secret under `key`, made (32 random bytes, base64url) if there is none yet; the first writer wins. */
export async function generatedSecret(db: Database, key: GeneratedSecretKey): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}
