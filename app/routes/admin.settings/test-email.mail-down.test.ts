import { afterAll, expect, it, vi } from "vitest";

import { action } from "~/routes/admin.settings/route";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { describeEachEngine } from "../../../tests/support/test-database";

// The configuration is read once per process: this file's server has a mail server that
// does not answer (nothing listens on port 9), set before anything reads it.
const savedSmtpUrl = vi.hoisted(() => {
  const saved = process.env.SMTP_URL;
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  return saved;
});
afterAll(() => {
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
});

describeEachEngine("'Send Test Email' while the mail server is down", () => {
  it("reports the failure to staff and logs it", async () => {
    const cookie = await signInStaff();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answer = await callRoute(
        action,
        adminRequest("/admin/settings", { cookie, form: { intent: "test-email" } }),
      );
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ kind: "test-email", ok: false });
      expect((answer.body as { message: string }).message).toMatch(
        /^The test message to info@example.com could not be sent: /,
      );
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^mail: could not send the test message: /));
      expect(log.mock.calls.flat().join("\n")).not.toContain("info@example.com");
    } finally {
      log.mockRestore();
    }
  });
});
