import { count, eq } from "drizzle-orm";

import {
  recordActivity,
  type ActivityActor,
  type DatabaseTransaction,
  type RequestOrigin,
} from "~/features/activity/activity.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { appSettings, passkey, user } from "~/platform/db/schema";

/*
 * 'Require two-factor sign-in for all staff' (on /admin/staff). While it is on, a staff
 * member with neither an authenticator app nor a passkey is sent to /admin/account to set
 * one up right after their next sign-in, before any other admin page opens. Sessions that
 * began before it was turned on are left alone: whoever turns it on is not locked out of
 * the page that turns it off, and nobody loses unsaved work mid-session.
 */

const SETTING_KEY = "require_two_factor";
const REQUIRE_TWO_FACTOR_LABEL = "Require two-factor sign-in for all staff";

/** Since when the requirement holds (its value is that time, ISO 8601), or null when it is off. */
async function twoFactorRequiredSince(db: Database | DatabaseTransaction = getDb()): Promise<Date | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const since = row && row.value !== "off" ? new Date(row.value) : null;
  return since && !Number.isNaN(since.getTime()) ? since : null;
}

export async function isTwoFactorRequired(db: Database | DatabaseTransaction = getDb()): Promise<boolean> {
  return (await twoFactorRequiredSince(db)) !== null;
}

/** Turns the requirement on or off; the setting and its activity row are one transaction. */
export async function setTwoFactorRequired(input: {
  required: boolean;
  actor: ActivityActor | null;
  origin: RequestOrigin | null;
}): Promise<void> {
  await getDb().transaction(async (tx) => {
    const since = await twoFactorRequiredSince(tx);
    // Turning it on again keeps the first time: sessions begun since then stay held.
    const value = input.required ? (since ?? new Date()).toISOString() : "off";
    await tx
      .insert(appSettings)
      .values({ key: SETTING_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    await recordActivity(tx, {
      kind: "settings-updated",
      actor: input.actor,
      entity: { type: "setting", id: SETTING_KEY, title: REQUIRE_TWO_FACTOR_LABEL },
      changedFields: [SETTING_KEY],
      detail: input.required ? "Turned on" : "Turned off",
      origin: input.origin,
    });
  });
}

export interface SecondFactors {
  /** An authenticator app is set up and confirmed. */
  app: boolean;
  passkeys: number;
}

export async function secondFactorsOf(userId: string, db: Database = getDb()): Promise<SecondFactors> {
  const [[account], [keys]] = await Promise.all([
    db.select({ app: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)),
    db.select({ total: count() }).from(passkey).where(eq(passkey.userId, userId)),
  ]);
  return { app: account?.app === true, passkeys: keys?.total ?? 0 };
}

/**
 * True when this session began while the requirement held and its account has no second
 * factor yet.
 */
export async function mustSetUpTwoFactor(userId: string, signedInAt: Date, db: Database = getDb()): Promise<boolean> {
  const since = await twoFactorRequiredSince(db);
  if (!since || signedInAt < since) return false;
  const factors = await secondFactorsOf(userId, db);
  return !factors.app && factors.passkeys === 0;
}
