import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";
import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { adminRequest, callRoute, EVIL_ORIGIN, topLevelRoutes } from "../../tests/support/admin-requests";
import { tempDir } from "../../tests/support/temp-dir";
import { describeEachEngine } from "../../tests/support/test-database";
import { action as pageAction } from "./_public.contact";
import { action, loader } from "./api.contact";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("contact-route-");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});
afterAll(async () => {
  await flushOutgoingMail();
  vi.unstubAllEnvs();
});

const form = { name: "Ann Lee", email: "ann@example.com", phone: "", company: "", message: "Five welders, please." };
let ip = 0;
/** A visitor's post (the site's own origin unless `origin` says otherwise), from an address of its own. */
function contactPost(pathname: string, fields: Record<string, string> = form, origin?: string): Request {
  const request = adminRequest(pathname, { form: fields, origin });
  request.headers.set(CLIENT_IP_HEADER, `198.51.100.${++ip}`);
  return request;
}
const stored = () => getDb().select().from(contactMessages);
/** Through the root's middleware only, as a public route is. */
const send = (route: typeof action | typeof pageAction, request: Request) => callRoute(route, request, topLevelRoutes);

describeEachEngine("the contact form's routes", () => {
  beforeEach(async () => {
    await saveSiteSettings({ ...agencyDefaults, inboxEnabled: true });
  });

  it("with the inbox off there is no token and nothing is taken", async () => {
    await saveSiteSettings(agencyDefaults);
    expect(((await loader()) as Response).status).toBe(404);
    const answer = await send(action, contactPost("/api/contact"));
    expect(answer).toMatchObject({ status: 403, body: { ok: false, problem: "closed" } });
    expect(await stored()).toEqual([]);
  });

  it("hands out a token, never cached, while the inbox is on", async () => {
    const response = (await loader()) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.json()).token).toMatch(/^\d{13}\.[\w-]{43}$/);
  });

  it("takes a message as JSON (with JavaScript) and as a page action (without)", async () => {
    expect(await send(action, contactPost("/api/contact"))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await send(pageAction, contactPost("/contact"))).toMatchObject({ status: 200, body: { ok: true } });
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.clientIp).toMatch(/^198\.51\.100\.\d+$/);
  });

  it("answers 400 with the field messages and the values sent, storing nothing", async () => {
    const answer = await send(pageAction, contactPost("/contact", { ...form, email: "ann@" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      fieldErrors: { email: "Please enter a valid email address" },
      values: { name: "Ann Lee" },
    });
    expect(await stored()).toEqual([]);
  });

  it("refuses a cross-site post", async () => {
    const answer = await send(action, contactPost("/api/contact", form, EVIL_ORIGIN));
    expect(answer.status).toBe(403);
    expect(await stored()).toEqual([]);
  });
});
