import { expect, test, type APIRequestContext } from "@playwright/test";

import { signIn, staff } from "../fixtures/staff";

const EVIL = "https://evil.example";

test("a cross-site sign-out is refused with 403 and the session lives on", async ({ page, context, baseURL }) => {
  await signIn(page, staff.admin);
  // Same cookies as the signed-in browser, but posted from another site.
  const response = await context.request.post("/admin/sign-out", { headers: { Origin: EVIL }, maxRedirects: 0 });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
});

test("a cross-site login is refused with 403 and makes no session", async ({ request }) => {
  const response = await request.post("/admin/login", {
    form: { email: staff.admin.email, password: staff.admin.password },
    headers: { Origin: EVIL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("cross-site reset requests and password updates are refused with 403", async ({ request }) => {
  const reset = await request.post("/admin/reset-password", {
    form: { email: staff.admin.email },
    headers: { Origin: EVIL },
  });
  expect(reset.status()).toBe(403);
  const update = await request.post("/admin/update-password?token=abcdefghijklmnopqrstuvwx", {
    form: { token: "abcdefghijklmnopqrstuvwx", password: "Another-Passw0rd", confirmPassword: "Another-Passw0rd" },
    headers: { Origin: EVIL },
  });
  expect(update.status()).toBe(403);
  // A POST that names no origin at all is refused too.
  const anonymous = await request.post("/admin/login", {
    form: { email: staff.admin.email, password: staff.admin.password },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(403);
});

/** The page as text, with what differs between any two requests (nonces, the echoed address) taken out. */
function normalised(html: string, email: string): string {
  return html.replaceAll(email, "EMAIL").replace(/nonce="[^"]+"/g, 'nonce=""');
}

async function postForm(request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) {
  const response = await request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

test("no response tells whether an email has an account", async ({ request, baseURL }) => {
  const known = staff.admin.email;
  const unknown = "no.such.person@example.com";

  const resetKnown = await postForm(request, baseURL!, "/admin/reset-password", { email: known });
  const resetUnknown = await postForm(request, baseURL!, "/admin/reset-password", { email: unknown });
  expect(resetKnown.status).toBe(200);
  expect(resetUnknown.status).toBe(resetKnown.status);
  expect(resetKnown.html).toContain("Check Your Email");
  expect(normalised(resetUnknown.html, unknown)).toBe(normalised(resetKnown.html, known));

  const loginKnown = await postForm(request, baseURL!, "/admin/login", { email: known, password: "wrong password" });
  const loginUnknown = await postForm(request, baseURL!, "/admin/login", {
    email: unknown,
    password: "wrong password",
  });
  expect(loginKnown.status).toBe(401);
  expect(loginUnknown.status).toBe(loginKnown.status);
  expect(loginKnown.html).toContain("Invalid email or password");
  expect(normalised(loginUnknown.html, unknown)).toBe(normalised(loginKnown.html, known));
});

test("repeated wrong passwords are answered with 429, and the page says to try again later", async ({
  request,
  page,
  baseURL,
}) => {
  // An address of its own, so that the lock-out leaves the other suites' accounts alone.
  const email = "rate.limit.probe@example.com";
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 10 && !statuses.includes(429); attempt++) {
    statuses.push(
      (await postForm(request, baseURL!, "/admin/login", { email, password: `guess number ${attempt}` })).status,
    );
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

  // Better-auth's own endpoint answers the same, whatever the password.
  const direct = await request.post("/api/auth/sign-in/email", {
    data: { email, password: "anything" },
    headers: { Origin: baseURL! },
  });
  expect(direct.status()).toBe(429);

  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("one more guess");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Too many sign-in attempts. Please try again later.");
});

test("better-auth's public sign-up is closed", async ({ request, baseURL }) => {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email: "intruder@example.com", password: "Intruder-Passw0rd", name: "Intruder" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  const login = await postForm(request, baseURL!, "/admin/login", {
    email: "intruder@example.com",
    password: "Intruder-Passw0rd",
  });
  expect(login.status).toBe(401);
});
