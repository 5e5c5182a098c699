import { and, asc, eq } from "drizzle-orm";

import { recordActivity, type ActivityActor, type RequestOrigin } from "~/features/activity/activity.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { passkey } from "~/platform/db/schema";

/** A staff member's passkey as My Account lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date | null;
  lastUsedAt: Date | null;
}

/** The name a passkey is shown by when its owner gave none. */
const UNNAMED_PASSKEY = "Unnamed passkey";

/** The account's passkeys, oldest first. */
export async function listPasskeys(userId: string, db: Database = getDb()): Promise<PasskeySummary[]> {
  const rows = await db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt), asc(passkey.id));
  return rows.map((row) => ({ ...row, name: row.name?.trim() || UNNAMED_PASSKEY }));
}

/**
 * 'Remove' on one's own passkey: the passkey and its activity row are one transaction.
 * Resolves with the removed passkey's name; null when the account has no such passkey
 * (someone else's included).
 */
export async function removePasskey(input: {
  actor: ActivityActor & { id: string };
  passkeyId: string;
  origin: RequestOrigin | null;
}): Promise<{ name: string } | null> {
  return getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkey)
      .where(and(eq(passkey.id, input.passkeyId), eq(passkey.userId, input.actor.id)))
      .returning({ id: passkey.id, name: passkey.name });
    if (!removed) return null;
    const name = removed.name?.trim() || UNNAMED_PASSKEY;
    await recordActivity(tx, {
      kind: "passkey-removed",
      actor: input.actor,
      entity: { type: "passkey", id: removed.id, title: name },
      origin: input.origin,
    });
    return { name };
  });
}
