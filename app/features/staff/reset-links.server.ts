import { and, eq, like } from "drizzle-orm";

import type { Database } from "~/platform/db/client.server";
import { verification } from "~/platform/db/schema";

// better-auth keeps each reset link as a verification row "reset-password:<token>" holding the user id.
const RESET_LINK_PREFIX = "reset-password:";

/**
 * Voids every reset link still open for this account. Run when a reset completes: better-auth
 * spends only the link that was used, so an older link would otherwise still set a password.
 */
export async function voidResetLinks(db: Database, userId: string): Promise<number> {
  const voided = await db
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_LINK_PREFIX}%`), eq(verification.value, userId)))
    .returning({ id: verification.id });
  return voided.length;
}
