import type { Database } from "~/platform/db/client.server";
import { generatedSecret } from "~/platform/db/generated-secrets.server";

/**
 * The key that signs session cookies. The configured one (BETTER_AUTH_SECRET) wins; otherwise one is
 * generated on first start and kept in the database, so restarts keep sessions and every
 * instance sharing a PostgreSQL signs alike.
 */
export async function loadAuthSecret(db: Database, configured: string | null): Promise<string> {
  return configured ?? generatedSecret(db, "auth_secret");
}
