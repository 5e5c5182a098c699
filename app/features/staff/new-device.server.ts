import { and, eq, lt } from "drizzle-orm";

import type { RequestOrigin } from "~/features/activity/activity.server";
import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";
import type { Database } from "~/platform/db/client.server";
import { activityLog, user } from "~/platform/db/schema";
import { DAY_MS } from "~/platform/format/time-units";
import { browserName, describeDevice } from "~/platform/http/user-agent";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import { newSignInMail } from "./account-notice-mail.server";

/*
 * 'New sign-in to your staff account': a sign-in from a device the account has not used in
 * 90 days. A device is a browser and a network (the first three parts of an IPv4 address, the
 * first three groups of an IPv6 one), so a browser update or a new address from the same
 * provider is not news, while another browser, or the same one elsewhere, is. The account's
 * past sign-ins come from the activity log.
 */

const NEW_DEVICE_WINDOW_DAYS = 90;

function expandIpv6(address: string): string[] | null {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  if (tail === undefined && left.length !== 8) return null;
  const groups = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.length === 8 ? groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, "")) : null;
}

/** The network part of an address: 203.0.113 for 203.0.113.9, 2001:db8:1 for 2001:db8:1::5. */
export function networkOf(ipAddress: string | null | undefined): string {
  if (!ipAddress) return "unknown";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ipAddress)) return ipAddress.split(".").slice(0, 3).join(".");
  if (ipAddress.includes(":")) return expandIpv6(ipAddress)?.slice(0, 3).join(":") ?? ipAddress;
  return ipAddress;
}

function deviceKey(origin: RequestOrigin): string {
  return `${browserName(origin.userAgent) ?? "unknown"}|${networkOf(origin.ipAddress)}`;
}

/**
 * True when the account signed in before `at` (so it has a history to compare with) but not
 * from this device in the last 90 days.
 */
async function isNewDevice(db: Database, userId: string, origin: RequestOrigin, at: Date): Promise<boolean> {
  const earlier = await db
    .select({ ipAddress: activityLog.ipAddress, userAgent: activityLog.userAgent, occurredAt: activityLog.occurredAt })
    .from(activityLog)
    .where(and(eq(activityLog.actorId, userId), eq(activityLog.kind, "sign-in"), lt(activityLog.occurredAt, at)));
  if (earlier.length === 0) return false;
  const key = deviceKey(origin);
  const since = new Date(at.getTime() - NEW_DEVICE_WINDOW_DAYS * DAY_MS);
  return !earlier.some((row) => row.occurredAt >= since && deviceKey(row) === key);
}

/** Mails the notice when this sign-in is from a new device. Run in the background, before the sign-in's own row is written or after (it looks only before `at`). */
export async function notifyNewDevice(
  db: Database,
  signIn: { userId: string; origin: RequestOrigin; at: Date },
): Promise<boolean> {
  if (!(await isNewDevice(db, signIn.userId, signIn.origin, signIn.at))) return false;
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, signIn.userId));
  if (!account) return false;
  sendMailInBackground(
    getSiteSettings().then((settings) => ({
      ...newSignInMail({
        to: account.email,
        agencyName: settings.agencyName,
        where: { at: signIn.at, device: describeDevice(signIn.origin.userAgent), ipAddress: signIn.origin.ipAddress },
        publicUrl: getConfig().publicUrl,
      }),
      fromName: senderName(settings),
    })),
  );
  return true;
}
