import { eq } from "drizzle-orm";

import { recordActivity, type ActivityActor, type RequestOrigin } from "~/features/activity/activity.server";
import { requestOrigin } from "~/features/activity/request-origin.server";
import { getDb } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";

import { callAuthEndpoint, setCookieHeaders } from "./auth-endpoint.server";
import { TOO_MANY_SIGN_IN_ATTEMPTS } from "./messages";
import { sendPasswordNotice } from "./password-notice.server";

/* My Account's own changes: the name shown on the staff's work, and the password. */

/** Renames the signed-in staff member; the change and its activity row are one transaction. */
export async function renameStaff(input: {
  actor: ActivityActor & { id: string; name: string };
  name: string;
  origin: RequestOrigin | null;
}): Promise<void> {
  const { actor, name, origin } = input;
  await getDb().transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, actor.id));
    await recordActivity(tx, {
      kind: "account-updated",
      actor: { ...actor, name },
      entity: { type: "staff", id: actor.id, title: name },
      changedFields: ["name"],
      detail: `Name was “${actor.name}”`,
      origin,
    });
  });
}

export type PasswordChange =
  { ok: true; headers: Headers } | { ok: false; status: number; field: "currentPassword" | null; message: string };

/**
 * 'Update Password' on My Account: better-auth checks the current password (counted by the
 * sign-in throttle), sets the new one and ends every other session; a notice is mailed.
 */
export async function changeOwnPassword(
  request: Request,
  actor: ActivityActor & { email: string },
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const response = await callAuthEndpoint(request, "/change-password", { ...input, revokeOtherSessions: true });
  if (!response.ok) {
    if (response.status === 429) return { ok: false, status: 429, field: null, message: TOO_MANY_SIGN_IN_ATTEMPTS };
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    if (body?.code === "INVALID_PASSWORD")
      return { ok: false, status: 400, field: "currentPassword", message: "The current password is not correct." };
    return {
      ok: false,
      status: response.status < 500 ? response.status : 500,
      field: null,
      message: "The password could not be updated. Please try again.",
    };
  }
  const origin = requestOrigin(request);
  await recordActivity(getDb(), {
    kind: "password-changed",
    actor,
    detail: "On My Account; other sessions ended",
    origin,
  });
  sendPasswordNotice({ email: actor.email, how: "changed", origin });
  return { ok: true, headers: setCookieHeaders(response) };
}
