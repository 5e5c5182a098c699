import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { flushActivity } from "~/features/activity/activity.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, passkey as passkeyTable, session as sessionTable } from "~/platform/db/schema";

import {
  cookieFrom,
  getFromAuth,
  joinCookies,
  postToAuth,
  signInCookie,
  siteOrigin,
} from "../../../tests/support/auth";
import {
  SoftwarePasskey,
  type AuthenticationOptions,
  type RegistrationOptions,
} from "../../../tests/support/software-passkey";
import { describeEachEngine } from "../../../tests/support/test-database";
import { enableTwoFactor } from "../../../tests/support/two-factor";
import { getStaffSession } from "./guard.server";
import { listPasskeys, removePasskey } from "./passkeys.server";
import { createStaffAccount } from "./staff-accounts.server";

const email = "staff@example.com";
const password = "right password";

/** 'Add a Passkey' as the browser does it: options, the device's answer, verification. */
async function register(cookie: string, device: SoftwarePasskey, name: unknown = "Work laptop") {
  const options = await getFromAuth("/passkey/generate-register-options", { cookie });
  if (!options.ok) return options;
  const challenge = cookieFrom(options);
  const answer = device.register((await options.json()) as RegistrationOptions);
  return postToAuth(
    "/passkey/verify-registration",
    { response: answer, name },
    { cookie: joinCookies(cookie, challenge) },
  );
}

/** 'Sign in with a Passkey' as the browser does it, signed out. */
async function signInWith(device: SoftwarePasskey) {
  const options = await getFromAuth("/passkey/generate-authenticate-options");
  const answer = device.authenticate((await options.json()) as AuthenticationOptions);
  return postToAuth("/passkey/verify-authentication", { response: answer }, { cookie: cookieFrom(options) });
}

async function loggedKinds() {
  await flushActivity();
  return (await getDb().select().from(activityLog)).map((row) => [row.kind, row.detail ?? row.entityTitle]);
}

describeEachEngine("passkeys", () => {
  it("are added with a name from a fresh session, listed, and logged", async () => {
    const staff = await createStaffAccount({ email, password });
    const cookie = await signInCookie(email, password);
    const device = new SoftwarePasskey(siteOrigin());
    expect((await register(cookie, device, "   ")).status).toBe(400);
    expect((await register(cookie, device, "x".repeat(61))).status).toBe(400);
    expect((await register(cookie, device, "Bad\u0000name")).status).toBe(400);
    expect(await getDb().select().from(passkeyTable)).toHaveLength(0);

    expect((await register(cookie, device)).status).toBe(200);
    const [listed] = await listPasskeys(staff.id);
    expect(listed).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    expect(listed!.createdAt).toBeInstanceOf(Date);
    expect(await loggedKinds()).toContainEqual(["passkey-added", "Work laptop"]);
  });

  it("are not added from a session signed in more than a day ago", async () => {
    await createStaffAccount({ email, password });
    const cookie = await signInCookie(email, password);
    await getDb()
      .update(sessionTable)
      .set({ createdAt: sql`now() - interval '25 hours'` });
    const options = await getFromAuth("/passkey/generate-register-options", { cookie });
    expect(options.status).toBe(403);
    expect(((await options.json()) as { code: string }).code).toBe("SESSION_NOT_FRESH");
  });

  it("sign in on their own, with no code even when two-factor is on, and stamp 'last used'", async () => {
    const staff = await createStaffAccount({ email, password, name: "Sam Staff" });
    const { cookie } = await enableTwoFactor(email, password);
    const device = new SoftwarePasskey(siteOrigin());
    expect((await register(cookie, device)).status).toBe(200);

    const signedIn = await signInWith(device);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).not.toHaveProperty("twoFactorRedirect");
    const session = await getStaffSession(new Request(siteOrigin(), { headers: { cookie: cookieFrom(signedIn) } }));
    expect(session?.user.email).toBe(email);
    expect((await listPasskeys(staff.id))[0]!.lastUsedAt).toBeInstanceOf(Date);
    expect(await loggedKinds()).toContainEqual(["sign-in", "Passkey"]);
  });

  it("refuse a passkey no account has, and one that was removed", async () => {
    const staff = await createStaffAccount({ email, password, name: "Sam Staff" });
    const stranger = new SoftwarePasskey(siteOrigin());
    await register(await signInCookie(email, password), new SoftwarePasskey(siteOrigin()), "Phone");
    const device = new SoftwarePasskey(siteOrigin());
    await register(await signInCookie(email, password), device, "Laptop");
    // A device that registered nowhere: its answer names a credential no account has.
    stranger.register({ challenge: "x", rp: { id: "localhost" }, user: { id: "x" } });
    expect((await signInWith(stranger)).status).toBe(401);
    expect(await loggedKinds()).toContainEqual(["sign-in-failed", "Passkey not recognised"]);

    const laptop = (await listPasskeys(staff.id)).find((row) => row.name === "Laptop")!;
    const actor = { id: staff.id, name: "Sam Staff", email };
    const other = await createStaffAccount({ email: "other@example.com", password });
    expect(await removePasskey({ actor: { id: other.id }, passkeyId: laptop.id, origin: null })).toBeNull();
    expect(await removePasskey({ actor, passkeyId: laptop.id, origin: null })).toEqual({ name: "Laptop" });
    expect(await removePasskey({ actor, passkeyId: laptop.id, origin: null })).toBeNull();
    expect((await listPasskeys(staff.id)).map((row) => row.name)).toEqual(["Phone"]);
    expect(await loggedKinds()).toContainEqual(["passkey-removed", "Laptop"]);
    expect((await signInWith(device)).status).toBe(401);
  });

  it("answer 404 on the passkey endpoints the product does not use", async () => {
    await createStaffAccount({ email, password });
    const cookie = await signInCookie(email, password);
    expect((await getFromAuth("/passkey/list-user-passkeys", { cookie })).status).toBe(404);
    expect((await postToAuth("/passkey/delete-passkey", { id: "x" }, { cookie })).status).toBe(404);
    expect((await postToAuth("/passkey/update-passkey", { id: "x", name: "y" }, { cookie })).status).toBe(404);
  });
});
