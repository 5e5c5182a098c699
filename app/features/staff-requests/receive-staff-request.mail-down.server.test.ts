import { afterAll, expect, it, vi } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { describeEachEngine } from "../../../tests/support/test-database";
import { receiveStaffRequest } from "./receive-staff-request.server";
import { emptyStaffRequest } from "./staff-request";

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

const values = {
  ...emptyStaffRequest,
  company: "Gulf Marine",
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "(337) 555-0100",
  positionsNeeded: "Five welders",
  workers: "5",
  startDate: "2099-01-04",
};

describeEachEngine("a staff request while the mail server is down", () => {
  it("is kept in the inbox, and the failure is logged", async () => {
    await saveSiteSettings({ ...agencyDefaults, inboxEnabled: true, notificationEmail: "staff@example.org" });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const outcome = await receiveStaffRequest(
        { values, honeypot: "", token: "" },
        { clientIp: "203.0.113.9", language: "en" },
      );
      expect(outcome).toEqual({ kind: "accepted", spam: false });
      await flushOutgoingMail();
      const rows = await getDb().select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: "staff-request", company: "Gulf Marine", workers: 5, readAt: null });
      // Named by the request's id: neither the subject nor the address reaches the log.
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^mail: could not send the staff notice of staff request ${rows[0]!.id}: `)),
      );
    } finally {
      log.mockRestore();
    }
  });
});
