import { eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { session as sessionTable } from "~/platform/db/schema";

import { callRoute, routeResponse } from "../../../tests/support/admin-requests";
import { signInCookie, siteRequest } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { getStaffSession, SIGN_IN_TO_CONTINUE, staffContext } from "./guard.server";
import { createStaffAccount } from "./staff-accounts.server";

/** A route below the admin layout that answers with the staff member its middleware found. */
function whoIsSignedIn({ context }: { context: Readonly<RouterContextProvider> }) {
  return { email: context.get(staffContext).email };
}

async function signedInStaff(): Promise<string> {
  await createStaffAccount({ email: "staff@example.com", password: "right password" });
  return signInCookie("staff@example.com", "right password");
}

describeEachEngine("staff guard (the admin layout's middleware, below the root's)", () => {
  it("lets a signed-in same-origin mutation through and hands the staff member on", async () => {
    const cookie = await signedInStaff();
    expect(await callRoute(whoIsSignedIn, siteRequest("/admin/faqs", { cookie }))).toMatchObject({
      status: 200,
      body: { email: "staff@example.com" },
    });
    // Without Origin, a same-origin Referer will do.
    const byReferer = siteRequest("/admin/faqs", { cookie, origin: null, referer: "http://localhost:3000/admin/faqs" });
    expect(await callRoute(whoIsSignedIn, byReferer)).toMatchObject({
      status: 200,
      body: { email: "staff@example.com" },
    });
  });

  it("refuses a foreign Origin with 403, even with a valid session", async () => {
    const cookie = await signedInStaff();
    for (const request of [
      siteRequest("/admin/faqs", { cookie, origin: "https://evil.example" }),
      siteRequest("/admin/faqs", { cookie, origin: "null" }),
      siteRequest("/admin/faqs", { cookie, origin: null, referer: "https://evil.example/page" }),
      siteRequest("/admin/faqs", { cookie, origin: null }),
    ]) {
      expect(await callRoute(whoIsSignedIn, request)).toMatchObject({
        status: 403,
        body: "Cross-site request refused.",
      });
    }
  });

  it("refuses a signed-out mutation with 401", async () => {
    const signedOut = await callRoute(whoIsSignedIn, siteRequest("/admin/faqs"));
    expect(signedOut).toMatchObject({ status: 401, body: { error: SIGN_IN_TO_CONTINUE } });
    const forged = await callRoute(
      whoIsSignedIn,
      siteRequest("/admin/faqs", { cookie: "better-auth.session_token=forged.value" }),
    );
    expect(forged.status).toBe(401);
  });

  it("redirects a signed-out page or data request to /admin/login", async () => {
    const answer = await callRoute(whoIsSignedIn, siteRequest("/admin/dashboard", { method: "GET" }));
    expect(answer).toMatchObject({ status: 302, location: "/admin/login" });
  });

  it("keeps every answer below /admin out of caches and search engines", async () => {
    const cookie = await signedInStaff();
    for (const request of [
      siteRequest("/admin/dashboard", { method: "GET", cookie }),
      siteRequest("/admin/dashboard", { method: "GET" }),
      siteRequest("/admin/faqs"),
      siteRequest("/admin/faqs", { cookie, origin: "https://evil.example" }),
    ]) {
      const { headers } = await routeResponse(whoIsSignedIn, request);
      expect(headers.get("Cache-Control"), request.url).toBe("no-store");
      expect(headers.get("X-Robots-Tag"), request.url).toBe("noindex, nofollow");
    }
  });

  it("sends the cookie that clears a session past its lifetime with the redirect", async () => {
    const cookie = await signedInStaff();
    await getDb()
      .update(sessionTable)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` });
    const answer = await routeResponse(whoIsSignedIn, siteRequest("/admin/dashboard", { method: "GET", cookie }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/login");
    expect(answer.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
  });

  it("sends the renewed session cookie with the page when the idle deadline moves on", async () => {
    const cookie = await signedInStaff();
    await getDb()
      .update(sessionTable)
      .set({ expiresAt: sql`now() + interval '22 hours'`, updatedAt: sql`now() - interval '2 hours'` });
    const answer = await routeResponse(whoIsSignedIn, siteRequest("/admin/dashboard", { method: "GET", cookie }));
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && /Max-Age=86400/i.test(c))).toBe(
      true,
    );
  });
});

describeEachEngine("staff session", () => {
  it("ends a session 7 days after sign-in, however recently it was used", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password");
    const request = () => siteRequest("/admin/dashboard", { method: "GET", cookie });
    expect(await getStaffSession(request())).not.toBeNull();

    // Six days and 23 hours old, used a minute ago: still valid.
    await getDb()
      .update(sessionTable)
      .set({ createdAt: sql`now() - interval '6 days 23 hours'`, updatedAt: sql`now() - interval '1 minute'` });
    expect(await getStaffSession(request())).not.toBeNull();

    await getDb()
      .update(sessionTable)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` });
    const headers = new Headers();
    expect(await getStaffSession(request(), headers)).toBeNull();
    // The session is deleted and the browser told to drop its cookie.
    expect(await getDb().select().from(sessionTable)).toHaveLength(0);
    expect(headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
  });

  it("ends a session after 24 hours without use", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password");
    const [row] = await getDb().select().from(sessionTable);
    // The idle deadline is 24 hours after sign-in (or after the last renewal).
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    await getDb()
      .update(sessionTable)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessionTable.id, row!.id));
    expect(await getStaffSession(siteRequest("/admin/dashboard", { method: "GET", cookie }))).toBeNull();
  });

  it("moves the idle deadline on when a session is used, and sends the renewed cookie", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password");
    // Last renewed two hours ago: 22 hours left.
    await getDb()
      .update(sessionTable)
      .set({ expiresAt: sql`now() + interval '22 hours'`, updatedAt: sql`now() - interval '2 hours'` });
    const headers = new Headers();
    expect(await getStaffSession(siteRequest("/admin/dashboard", { method: "GET", cookie }), headers)).not.toBeNull();
    const [row] = await getDb().select().from(sessionTable);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && /Max-Age=86400/i.test(c))).toBe(true);
  });
});
