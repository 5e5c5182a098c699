import { expect, it } from "vitest";

import { describeEachEngine } from "../../tests/support/test-database";
import { getAuth } from "./auth.server";
import {
  createStaffAccount,
  ensureConfiguredAdmin,
  setStaffPassword,
  StaffAccountError,
} from "./staff-accounts.server";

async function signIn(email: string, password: string) {
  const auth = await getAuth();
  return auth.api.signInEmail({ body: { email, password }, asResponse: true });
}

describeEachEngine("staff accounts", () => {
  it("creates an account that can sign in, refusing short passwords and duplicates", async () => {
    await expect(createStaffAccount({ email: "a@example.com", password: "1234567" })).rejects.toThrow(
      "Password must be at least 8 characters long.",
    );
    await createStaffAccount({ email: "A@Example.com", password: "correct horse" });
    await expect(createStaffAccount({ email: "a@example.com", password: "another one" })).rejects.toBeInstanceOf(
      StaffAccountError,
    );
    expect((await signIn("a@example.com", "correct horse")).status).toBe(200);
    expect((await signIn("a@example.com", "wrong password")).status).toBe(401);
  });

  it("sets a new password: the old one stops working", async () => {
    await createStaffAccount({ email: "b@example.com", password: "first password" });
    await setStaffPassword({ email: "b@example.com", password: "second password" });
    expect((await signIn("b@example.com", "first password")).status).toBe(401);
    expect((await signIn("b@example.com", "second password")).status).toBe(200);
  });

  it("makes sure the configured admin (ADMIN_EMAIL) exists, once", async () => {
    const admin = { email: "Boss@example.com", password: "s3cret-pass" };
    expect(await ensureConfiguredAdmin(admin)).toBe("admin boss@example.com created");
    expect(await ensureConfiguredAdmin(admin)).toBe("admin boss@example.com already exists");
    expect(await ensureConfiguredAdmin(null)).toBeNull();
    await expect(ensureConfiguredAdmin({ email: "x@example.com", password: "short" })).rejects.toBeInstanceOf(
      StaffAccountError,
    );
    expect((await signIn("boss@example.com", "s3cret-pass")).status).toBe(200);
  });

  it("has no public sign-up", async () => {
    const auth = await getAuth();
    const response = await auth.api.signUpEmail({
      body: { email: "intruder@example.com", password: "long enough pw", name: "x" },
      asResponse: true,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
