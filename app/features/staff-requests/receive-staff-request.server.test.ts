import { rm } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { formTokenSecret, issueFormToken } from "~/features/inbox/form-token.server";
import { MAX_SPAM_PER_SENDER_PER_DAY } from "~/features/inbox/judge-submission.server";
import { receiveContactMessage } from "~/features/inbox/receive-contact-message.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import type { SiteSettings } from "~/features/settings/site-settings";
import { getDb } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { readOutbox } from "../../../tests/support/outbox";
import { tempDir } from "../../../tests/support/temp-dir";
import { describeEachEngine } from "../../../tests/support/test-database";
import {
  readStaffRequestSubmission,
  receiveStaffRequest,
  type StaffRequestSubmission,
} from "./receive-staff-request.server";
import { emptyStaffRequest, type StaffRequestValues } from "./staff-request";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("staff-request-receive-");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});
afterAll(async () => {
  vi.unstubAllEnvs();
});

// 15 March 2026, 10:00 AM in Chicago.
const NOW = Date.UTC(2026, 2, 15, 15, 0);
const values: StaffRequestValues = {
  company: "Gulf Marine",
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "(337) 555-0100",
  positionsNeeded: "20 warehouse associates,\r\n2 forklift operators",
  workers: "22",
  category: "light-industrial",
  startDate: "2026-03-23",
  duration: "1-6-months",
  shift: "Nights, 6 PM-6 AM",
  workLocation: "Sulphur, LA",
  payRate: "$16-$18 an hour",
  details: "Steel-toe boots required.",
};
const submission = (change: Partial<StaffRequestSubmission> = {}, email = values.email): StaffRequestSubmission => ({
  values: { ...values, email },
  honeypot: "",
  token: "",
  ...change,
});
const inboxOn = (settings: Partial<SiteSettings> = {}) =>
  saveSiteSettings({ ...agencyDefaults, inboxEnabled: true, notificationEmail: "staff@example.org", ...settings });
const stored = () => getDb().select().from(contactMessages);

async function mailsTo(address: string) {
  await flushOutgoingMail();
  return (await readOutbox(dataDir)).filter((message) => message.header("to") === address);
}

describeEachEngine("receiving a staff request", () => {
  let ip = 0;
  // Each test its own client address, so the rate limit of one does not reach the next.
  const nextIp = () => `198.51.100.${++ip}`;
  const receive = (sent: StaffRequestSubmission, clientIp = nextIp(), now = NOW) =>
    receiveStaffRequest(sent, { clientIp, language: "en" }, now);
  beforeEach(async () => {
    await inboxOn();
    // The mail of the test before, still being written, must not count in this one.
    await flushOutgoingMail();
    await rm(path.join(dataDir, "outbox"), { recursive: true, force: true });
  });

  it("with the inbox off, is refused and nothing is stored", async () => {
    await saveSiteSettings(agencyDefaults);
    expect(await receive(submission())).toEqual({ kind: "closed" });
    expect(await stored()).toEqual([]);
  });

  it("is stored unread as a staff request, then staff are mailed with Reply-To the employer", async () => {
    await inboxOn({ agencyName: "Gulf Coast Staffing", notificationEmail: "leads@example.org" });
    const clientIp = nextIp();
    expect(await receive(submission(), clientIp)).toEqual({ kind: "accepted", spam: false });
    const [row] = await stored();
    expect(row).toMatchObject({
      kind: "staff-request",
      company: "Gulf Marine",
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "(337) 555-0100",
      positionsNeeded: "20 warehouse associates,\n2 forklift operators",
      workers: 22,
      category: "light-industrial",
      startDate: "2026-03-23",
      duration: "1-6-months",
      shift: "Nights, 6 PM-6 AM",
      workLocation: "Sulphur, LA",
      payRate: "$16-$18 an hour",
      message: "Steel-toe boots required.",
      language: "en",
      isSpam: false,
      spamReason: null,
      readAt: null,
      handledAt: null,
      clientIp,
    });
    const [mail] = await mailsTo("leads@example.org");
    expect(mail!.header("subject")).toBe("Staff request: Gulf Marine - 22 workers");
    expect(mail!.header("reply-to")).toBe("ann@example.com");
    expect(mail!.header("from")).toMatch(/^"?Gulf Coast Staffing"? </);
    const text = mail!.part("text/plain")!.body;
    for (const line of [
      "Company: Gulf Marine",
      "Contact: Ann Lee",
      "Phone: (337) 555-0100",
      "Number of Workers: 22",
      "Category: Light Industrial",
      "Start Date: Monday, March 23, 2026",
      "Duration: 1-6 months",
      "Shift: Nights, 6 PM-6 AM",
      "Work Location: Sulphur, LA",
      "Pay Rate: $16-$18 an hour",
      "Steel-toe boots required.",
      `/admin/inbox/${row!.id}`,
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Language:");
  });

  it("sent from the Spanish page, records the language for staff", async () => {
    await receiveStaffRequest(submission(), { clientIp: nextIp(), language: "es" }, NOW);
    expect((await stored())[0]).toMatchObject({ language: "es" });
    const [mail] = await mailsTo("staff@example.org");
    expect(mail!.part("text/plain")!.body).toContain("Language: Spanish");
  });

  it("one worker is a worker", async () => {
    await receive(submission({ values: { ...values, workers: "1" } }));
    expect((await mailsTo("staff@example.org"))[0]!.header("subject")).toBe("Staff request: Gulf Marine - 1 worker");
  });

  it("refuses invalid fields with their messages, storing nothing and mailing no one", async () => {
    const outcome = await receive(
      submission({ values: { ...values, workers: "0", startDate: "2026-03-14", company: "" } }),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: {
        company: "Company is required",
        workers: "Number of Workers must be a whole number from 1 to 999",
        startDate: "Start Date cannot be in the past",
      },
    });
    expect(await stored()).toEqual([]);
    expect(await mailsTo("staff@example.org")).toEqual([]);
  });

  it("takes today's date on the agency's clock, even when it is already tomorrow in UTC", async () => {
    // 15 March, 11:30 PM in Chicago is 16 March in UTC.
    const lateEvening = Date.UTC(2026, 2, 16, 4, 30);
    const today = await receive(submission({ values: { ...values, startDate: "2026-03-15" } }), nextIp(), lateEvening);
    expect(today).toEqual({ kind: "accepted", spam: false });
    const yesterday = await receive(
      submission({ values: { ...values, startDate: "2026-03-14" } }),
      nextIp(),
      lateEvening,
    );
    expect(yesterday.kind).toBe("invalid");
  });

  it("a filled honeypot goes to Spam, without mail", async () => {
    expect(await receive(submission({ honeypot: "https://spam.example" }))).toEqual({ kind: "accepted", spam: true });
    expect((await stored())[0]).toMatchObject({ kind: "staff-request", isSpam: true, spamReason: "honeypot" });
    expect(await mailsTo("staff@example.org")).toEqual([]);
  });

  it("sent sooner than the minimum fill time goes to Spam", async () => {
    const secret = await formTokenSecret();
    expect(await receive(submission({ token: issueFormToken(secret, NOW - 1_000) }))).toEqual({
      kind: "accepted",
      spam: true,
    });
    expect(await receive(submission({ token: issueFormToken(secret, NOW - 20_000) }, "b@example.com"))).toEqual({
      kind: "accepted",
      spam: false,
    });
  });

  it("over 5 requests in 10 minutes from one sender, the rest go to Spam; the contact form counts apart", async () => {
    const clientIp = nextIp();
    for (let i = 0; i < 6; i++) await receive(submission(), clientIp);
    const rows = await stored();
    expect(rows.filter((row) => !row.isSpam)).toHaveLength(5);
    expect(rows.filter((row) => row.spamReason === "rate-limit")).toHaveLength(1);
    expect(await mailsTo("staff@example.org")).toHaveLength(5);
    const contact = { name: "Ann Lee", email: values.email, phone: "", company: "", message: "Hello" };
    expect(await receiveContactMessage({ values: contact, honeypot: "", token: "" }, clientIp, NOW)).toEqual({
      kind: "accepted",
      spam: false,
    });
  });

  it(`keeps at most ${MAX_SPAM_PER_SENDER_PER_DAY} spam submissions per sender a day, then says too many were sent`, async () => {
    const clientIp = nextIp();
    for (let i = 0; i < MAX_SPAM_PER_SENDER_PER_DAY; i++) {
      await receive(submission({ honeypot: "x" }, `robot${i}@example.com`), clientIp);
    }
    expect(await receive(submission({ honeypot: "x" }, "robot-last@example.com"), clientIp)).toEqual({
      kind: "too-many",
    });
    expect(await stored()).toHaveLength(MAX_SPAM_PER_SENDER_PER_DAY);
  });

  it("when the database cannot take it, says so", async () => {
    const insert = vi.spyOn(getDb(), "insert").mockImplementation(() => {
      throw new Error("database is down");
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await receive(submission())).toEqual({ kind: "unavailable" });
    } finally {
      insert.mockRestore();
      log.mockRestore();
    }
  });
});

describeEachEngine("reading a staff request form", () => {
  it("reads every field, the honeypot and the token; a missing field or a file reads as empty", () => {
    const form = new FormData();
    form.set("company", "Gulf Marine");
    form.set("workers", "3");
    form.set("details", new Blob(["x"]));
    form.set("website", "spam");
    form.set("formToken", "t");
    expect(readStaffRequestSubmission(form)).toEqual({
      values: { ...emptyStaffRequest, company: "Gulf Marine", workers: "3" },
      honeypot: "spam",
      token: "t",
    });
  });
});
