import { afterAll, beforeAll, expect, it } from "vitest";

import { postToAuth } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { createStaffAccount } from "./staff-accounts.server";

// When Secure applies is tested with the configuration (config/env.server.test.ts). The
// configuration is read on first use, after these variables are set.
const saved = { NODE_ENV: process.env.NODE_ENV, PUBLIC_URL: process.env.PUBLIC_URL };
beforeAll(() => {
  process.env.NODE_ENV = "production";
  process.env.PUBLIC_URL = "https://staff.example.org";
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describeEachEngine("session cookie in production", () => {
  it("is Secure, HttpOnly, SameSite=Lax and lives 24 hours", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const response = await postToAuth("/sign-in/email", { email: "staff@example.com", password: "right password" });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Max-Age=86400/i);
  });
});
