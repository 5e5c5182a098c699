import { afterAll, expect, it, vi } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { describeEachEngine } from "../../../tests/support/test-database";
import { receiveContactMessage } from "./receive-contact-message.server";

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

const values = { name: "Ann Lee", email: "ann@example.com", phone: "", company: "", message: "Five welders." };

describeEachEngine("a contact message while the mail server is down", () => {
  it("is kept in the inbox, and the failure is logged", async () => {
    await saveSiteSettings({ ...agencyDefaults, inboxEnabled: true, notificationEmail: "staff@example.org" });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const outcome = await receiveContactMessage({ values, honeypot: "", token: "" }, "203.0.113.9");
      expect(outcome).toEqual({ kind: "accepted", spam: false });
      await flushOutgoingMail();
      const rows = await getDb().select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...values, isSpam: false, readAt: null });
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^mail: could not send a message: /));
      // The visitor's name and address stay out of the log.
      expect(log.mock.calls.flat().join("\n")).not.toMatch(/Ann Lee|ann@example\.com|staff@example\.org/);
    } finally {
      log.mockRestore();
    }
  });
});
