import { afterAll, beforeAll, expect, it } from "vitest";

import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { callRoute, topLevelRoutes } from "../../tests/support/admin-requests";
import { tempDir } from "../../tests/support/temp-dir";
import { describeEachEngine } from "../../tests/support/test-database";
import { action } from "./admin_.reset-password";

// The reset mails go to a throwaway outbox.
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
beforeAll(() => {
  dataDir = tempDir("reset-action-");
  process.env.DATA_DIR = dataDir;
});
afterAll(async () => {
  await flushOutgoingMail();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
});

function resetRequest(email: string, ip = "198.51.100.20"): Request {
  return new Request("http://localhost:3000/admin/reset-password", {
    method: "POST",
    headers: {
      origin: "http://localhost:3000",
      "content-type": "application/x-www-form-urlencoded",
      [CLIENT_IP_HEADER]: ip,
    },
    body: new URLSearchParams({ email }),
  });
}

/** The action's answer as { status, data }, through the root middleware as in the app. */
async function run(request: Request) {
  const { status, body } = await callRoute(action, request, topLevelRoutes);
  return { status, data: body as Record<string, unknown> };
}

describeEachEngine("reset request action", () => {
  it("answers every well-formed address alike, and a malformed one with a field error", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    expect(await run(resetRequest("staff@example.com"))).toEqual({
      status: 200,
      data: { sentTo: "staff@example.com", fieldError: null, formError: null },
    });
    expect(await run(resetRequest("nobody@example.com"))).toEqual({
      status: 200,
      data: { sentTo: "nobody@example.com", fieldError: null, formError: null },
    });
    expect(await run(resetRequest("not an address"))).toEqual({
      status: 400,
      data: { sentTo: null, fieldError: "Please enter a valid email address", formError: null },
    });
    expect((await run(resetRequest(""))).data.fieldError).toBe("Email is required");
  });

  it("says 'Failed to send reset email' when this client has asked too often", async () => {
    for (let i = 0; i < 10; i++) expect((await run(resetRequest(`person${i}@example.com`))).status).toBe(200);
    expect(await run(resetRequest("one.more@example.com"))).toEqual({
      status: 429,
      data: { sentTo: null, fieldError: null, formError: "Failed to send reset email. Please try again." },
    });
    // Another client is not affected.
    expect((await run(resetRequest("one.more@example.com", "192.0.2.99"))).status).toBe(200);
  });
});
