import { describe, expect, it } from "vitest";

import { postToAuth, siteOrigin } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { getAuth } from "./auth.server";
import { AUTH_ENDPOINT_ALLOWLIST, endpointKey } from "./endpoint-allowlist.server";
import { createStaffAccount } from "./staff-accounts.server";

async function getFromAuth(path: string): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(new Request(`${siteOrigin()}/api/auth${path}`, { headers: { origin: siteOrigin() } }));
}

describe("endpointKey", () => {
  it("names a request by method and path under the base path, without trailing slashes", () => {
    const key = (method: string, url: string) => endpointKey(new Request(url, { method }), "/api/auth");
    expect(key("post", "http://x.test/api/auth/sign-in/email")).toBe("POST /sign-in/email");
    expect(key("POST", "http://x.test/api/auth/sign-in/email/?a=1")).toBe("POST /sign-in/email");
    // Spelled otherwise, it is another key: refused, never mistaken for an allowed one.
    expect(AUTH_ENDPOINT_ALLOWLIST.has(key("POST", "http://x.test/api/auth/%73ign-in/email"))).toBe(false);
    expect(AUTH_ENDPOINT_ALLOWLIST.has(key("GET", "http://x.test/api/auth/sign-in/email"))).toBe(false);
  });
});

describeEachEngine("auth endpoint allowlist", () => {
  it("answers 404 on every better-auth endpoint the product does not use", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const unused: Array<[string, unknown]> = [
      ["/sign-up/email", { email: "intruder@example.com", password: "long enough pw", name: "x" }],
      ["/verify-password", { password: "right password" }],
      ["/update-user", { name: "x" }],
      ["/delete-user", {}],
      ["/change-email", { newEmail: "x@example.com" }],
      ["/revoke-sessions", {}],
      ["/sign-out", {}],
      ["/sign-in/social", { provider: "google" }],
      ["/send-verification-email", { email: "staff@example.com" }],
    ];
    for (const [path, body] of unused) expect((await postToAuth(path, body)).status, path).toBe(404);
    for (const path of [
      "/get-session",
      "/list-sessions",
      "/ok",
      "/error",
      "/reset-password/some-token?callbackURL=/",
    ]) {
      expect((await getFromAuth(path)).status, path).toBe(404);
    }
  });

  it("lets the endpoints the product uses through", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    expect(
      (await postToAuth("/sign-in/email", { email: "staff@example.com", password: "right password" })).status,
    ).toBe(200);
    expect((await postToAuth("/request-password-reset", { email: "nobody@example.com" })).status).toBe(200);
    expect((await postToAuth("/reset-password", { token: "A".repeat(24), newPassword: "new password 1" })).status).toBe(
      400,
    );
  });
});
