import { rm } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import type { SiteSettings } from "~/features/settings/site-settings";
import { getDb } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { readOutbox } from "../../../tests/support/outbox";
import { tempDir } from "../../../tests/support/temp-dir";
import { describeEachEngine } from "../../../tests/support/test-database";
import type { ContactSubmission } from "./contact-submission.server";
import { formTokenSecret, issueFormToken, MIN_FILL_MS } from "./form-token.server";
import { MAX_SPAM_PER_SENDER_PER_DAY } from "./judge-submission.server";
import { receiveContactMessage } from "./receive-contact-message.server";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("inbox-receive-");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});
afterAll(async () => {
  vi.unstubAllEnvs();
});

const values = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "(337) 555-0100",
  company: "Gulf Marine",
  message: "We need five welders\nfor March.",
};
const submission = (change: Partial<ContactSubmission> = {}, email = values.email): ContactSubmission => ({
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

describeEachEngine("receiving a contact message", () => {
  let ip = 0;
  // Each test its own client address, so the rate limit of one does not reach the next.
  const nextIp = () => `203.0.113.${++ip}`;
  beforeEach(async () => {
    await inboxOn();
    await rm(path.join(dataDir, "outbox"), { recursive: true, force: true });
  });

  it("with the inbox off, is refused and nothing is stored", async () => {
    await saveSiteSettings(agencyDefaults);
    expect(await receiveContactMessage(submission(), nextIp())).toEqual({ kind: "closed" });
    expect(await stored()).toEqual([]);
  });

  it("is stored unread, then staff are mailed with Reply-To set to the sender", async () => {
    await inboxOn({ agencyName: "Gulf Coast Staffing", notificationEmail: "leads@example.org" });
    const clientIp = nextIp();
    expect(await receiveContactMessage(submission(), clientIp)).toEqual({ kind: "accepted", spam: false });
    const [row] = await stored();
    expect(row).toMatchObject({ ...values, isSpam: false, spamReason: null, readAt: null, handledAt: null, clientIp });
    const [mail] = await mailsTo("leads@example.org");
    expect(mail!.header("reply-to")).toBe("ann@example.com");
    expect(mail!.header("subject")).toBe("New message from Ann Lee (website contact form)");
    expect(mail!.header("from")).toMatch(/^"?Gulf Coast Staffing"? </);
    expect(mail!.part("text/plain")!.body).toMatch(/We need five welders\r?\nfor March\./);
    expect(mail!.part("text/plain")!.body).toContain(`/admin/inbox/${row!.id}`);
  });

  it("goes to the general email when no notification email is set", async () => {
    await inboxOn({ notificationEmail: "", generalEmail: "front-desk@example.org" });
    await receiveContactMessage(submission(), nextIp());
    expect(await mailsTo("front-desk@example.org")).toHaveLength(1);
  });

  it("refuses invalid fields with their messages, storing nothing", async () => {
    const outcome = await receiveContactMessage(
      submission({ values: { ...values, email: "ann@", message: "" } }),
      nextIp(),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: { email: "Please enter a valid email address", message: "Message is required" },
    });
    expect(await stored()).toEqual([]);
  });

  it("a filled honeypot goes to Spam, without mail", async () => {
    await inboxOn({ notificationEmail: "honeypot-test@example.org" });
    expect(await receiveContactMessage(submission({ honeypot: "https://spam.example" }), nextIp())).toEqual({
      kind: "accepted",
      spam: true,
    });
    expect((await stored())[0]).toMatchObject({ isSpam: true, spamReason: "honeypot" });
    expect(await mailsTo("honeypot-test@example.org")).toEqual([]);
  });

  it("sent sooner than the minimum fill time goes to Spam; a token old enough passes", async () => {
    const secret = await formTokenSecret();
    const now = Date.now();
    const fast = await receiveContactMessage(
      submission({ token: issueFormToken(secret, now - MIN_FILL_MS + 500) }),
      nextIp(),
      now,
    );
    expect(fast).toEqual({ kind: "accepted", spam: true });
    const forged = await receiveContactMessage(
      submission({ token: `${now - 60_000}.${"A".repeat(43)}` }, "b@example.com"),
      nextIp(),
      now,
    );
    expect(forged).toEqual({ kind: "accepted", spam: true });
    const patient = await receiveContactMessage(
      submission({ token: issueFormToken(secret, now - 20_000) }, "c@example.com"),
      nextIp(),
      now,
    );
    expect(patient).toEqual({ kind: "accepted", spam: false });
    expect((await stored()).map((row) => String(row.spamReason)).sort()).toEqual(["null", "too-fast", "too-fast"]);
  });

  it("over 5 messages in 10 minutes from one sender, the rest go to Spam without mail", async () => {
    await inboxOn({ notificationEmail: "rate-test@example.org" });
    const clientIp = nextIp();
    for (let i = 0; i < 6; i++) await receiveContactMessage(submission(), clientIp);
    const rows = await stored();
    expect(rows.filter((row) => !row.isSpam)).toHaveLength(5);
    expect(rows.filter((row) => row.spamReason === "rate-limit")).toHaveLength(1);
    expect(await mailsTo("rate-test@example.org")).toHaveLength(5);
    // The same person from another address is counted by email too.
    expect(await receiveContactMessage(submission(), nextIp())).toEqual({ kind: "accepted", spam: true });
  });

  it(`keeps at most ${MAX_SPAM_PER_SENDER_PER_DAY} spam messages per sender a day, then says too many were sent`, async () => {
    const clientIp = nextIp();
    for (let i = 0; i < MAX_SPAM_PER_SENDER_PER_DAY; i++) {
      expect(await receiveContactMessage(submission({ honeypot: "x" }, `robot${i}@example.com`), clientIp)).toEqual({
        kind: "accepted",
        spam: true,
      });
    }
    expect(await receiveContactMessage(submission({ honeypot: "x" }, "robot-last@example.com"), clientIp)).toEqual({
      kind: "too-many",
    });
    expect(await stored()).toHaveLength(MAX_SPAM_PER_SENDER_PER_DAY);
  });

  it("when the database cannot take it, says so (the visitor is told to call)", async () => {
    const insert = vi.spyOn(getDb(), "insert").mockImplementation(() => {
      throw new Error("database is down");
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await receiveContactMessage(submission(), nextIp())).toEqual({ kind: "unavailable" });
    } finally {
      insert.mockRestore();
      log.mockRestore();
    }
  });
});
