import { eq } from "drizzle-orm";

import type { Database } from "~/platform/db/client.server";
import { generatedSecret } from "~/platform/db/generated-secrets.server";
import { appSettings } from "~/platform/db/schema";

/*
 * The key that signs archives is the site's auth secret (BETTER_AUTH_SECRET, else the one the
 * site generated and keeps in its database; app/features/staff/secret.server.ts). A backup
 * makes the generated one if the site never started; a restore only reads it: a database that
 * has none cannot check a signature (archive-reader.server.ts).
 */

export function backupSigningKey(db: Database, configured: string | null): Promise<string> {
  return configured === null ? generatedSecret(db, "auth_secret") : Promise.resolve(configured);
}

export async function restoreSigningKey(db: Database, configured: string | null): Promise<string | null> {
  if (configured !== null) return configured;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  return row?.value ?? null;
}
