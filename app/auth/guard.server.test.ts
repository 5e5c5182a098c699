import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { session as sessionTable } from "~/db/schema";
import { describeEachEngine } from "../../tests/support/test-database";
import { siteRequest, signInCookie } from "../../tests/support/auth";
import { getStaffSession, requireStaff, requireStaffForMutation } from "./guard.server";
import { createStaffAccount } from "./staff-accounts.server";

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown Response");
}

describeEachEngine("staff guard", () => {
  it("lets a signed-in same-origin mutation through", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password");
    const user = await requireStaffForMutation(siteRequest("/admin/faqs", { cookie }));
    expect(user.email).toBe("staff@example.com");
    // Without Origin, a same-origin Referer will do.
    const byReferer = siteRequest("/admin/faqs", { cookie, origin: null, referer: "http://localhost:3000/admin/faqs" });
    expect((await requireStaffForMutation(byReferer)).email).toBe("staff@example.com");
  });

  it("refuses a foreign Origin with 403, even with a valid session", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password");
    for (const request of [
      siteRequest("/admin/faqs", { cookie, origin: "https://evil.example" }),
      siteRequest("/admin/faqs", { cookie, origin: "null" }),
      siteRequest("/admin/faqs", { cookie, origin: null, referer: "https://evil.example/page" }),
      siteRequest("/admin/faqs", { cookie, origin: null }),
    ]) {
      expect((await thrownBy(requireStaffForMutation(request))).status).toBe(403);
    }
  });

  it("refuses a signed-out mutation with 401", async () => {
    const response = await thrownBy(requireStaffForMutation(siteRequest("/admin/faqs")));
    expect(response.status).toBe(401);
    const forged = await thrownBy(requireStaffForMutation(siteRequest("/admin/faqs", { cookie: "better-auth.session_token=forged.value" })));
    expect(forged.status).toBe(401);
  });

  it("redirects a signed-out loader to /admin/login", async () => {
    const response = await thrownBy(requireStaff(siteRequest("/admin/dashboard", { method: "GET" })));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login");
  });

  it("ends a session 7 days after sign-in, however recently it was used", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password");
    const request = () => siteRequest("/admin/dashboard", { method: "GET", cookie });
    expect(await getStaffSession(request())).not.toBeNull();

    // Six days and 23 hours old, used a minute ago: still valid.
    await getDb().update(sessionTable).set({ createdAt: sql`now() - interval '6 days 23 hours'`, updatedAt: sql`now() - interval '1 minute'` });
    expect(await getStaffSession(request())).not.toBeNull();

    await getDb().update(sessionTable).set({ createdAt: sql`now() - interval '7 days 1 minute'` });
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
    await getDb().update(sessionTable).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessionTable.id, row!.id));
    expect(await getStaffSession(siteRequest("/admin/dashboard", { method: "GET", cookie }))).toBeNull();
  });

  it("moves the idle deadline on when a session is used, and sends the renewed cookie", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password");
    // Last renewed two hours ago: 22 hours left.
    await getDb().update(sessionTable).set({ expiresAt: sql`now() + interval '22 hours'`, updatedAt: sql`now() - interval '2 hours'` });
    const headers = new Headers();
    expect(await getStaffSession(siteRequest("/admin/dashboard", { method: "GET", cookie }), headers)).not.toBeNull();
    const [row] = await getDb().select().from(sessionTable);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && /Max-Age=86400/i.test(c))).toBe(true);
  });
});
