import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { flushActivity } from "~/features/activity/activity.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { postToAuth } from "../../../tests/support/auth";
import { readOutbox } from "../../../tests/support/outbox";
import { describeEachEngine } from "../../../tests/support/test-database";
import { throwawayOutbox } from "../../../tests/support/throwaway-outbox";
import { NEW_SIGN_IN_SUBJECT } from "./account-notice-mail.server";
import { networkOf } from "./new-device.server";
import { createStaffAccount } from "./staff-accounts.server";

const dataDir = throwawayOutbox("new-device");
const email = "staff@example.com";
const password = "right password";
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_UPDATED =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36";
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Signs in, then waits for what the sign-in does in the background (its log row, the mail). */
async function signInFrom(ip: string, userAgent: string) {
  const response = await postToAuth("/sign-in/email", { email, password }, { ip, userAgent });
  expect(response.status).toBe(200);
  await flushActivity();
  await flushOutgoingMail();
}

async function newSignInMails() {
  return (await readOutbox(dataDir())).filter((message) => message.header("subject") === NEW_SIGN_IN_SUBJECT);
}

describe("networkOf", () => {
  it("keeps the first three parts of an IPv4 address and the first three groups of an IPv6 one", () => {
    expect(networkOf("203.0.113.9")).toBe("203.0.113");
    expect(networkOf("2001:db8:1::5")).toBe("2001:db8:1");
    expect(networkOf("2001:0DB8:0001:0000:0000:0000:0000:0005")).toBe("2001:db8:1");
    expect(networkOf(null)).toBe("unknown");
  });
});

describeEachEngine("'New sign-in to your staff account'", () => {
  it("is mailed for a browser or network the account has not used, with time, device and IP", async () => {
    await createStaffAccount({ email, password });
    const before = (await newSignInMails()).length;
    // The first sign-in ever has nothing to compare with.
    await signInFrom("198.51.100.7", CHROME_ON_WINDOWS);
    // The same browser (updated) on another address of the same network is not news.
    await signInFrom("198.51.100.99", CHROME_UPDATED);
    expect(await newSignInMails()).toHaveLength(before);

    await signInFrom("192.0.2.44", CHROME_ON_WINDOWS);
    await signInFrom("198.51.100.7", FIREFOX_ON_LINUX);
    const mails = (await newSignInMails()).slice(before);
    expect(mails.map((mail) => mail.header("to"))).toEqual([email, email]);
    const text = mails[0]!.part("text/plain")!.body;
    expect(text).toMatch(/^Time: .*\d{4}/m);
    expect(text).toContain("Device: Chrome on Windows");
    expect(text).toContain("IP address: 192.0.2.44");
    expect(text).toContain("change it now on My Account");
    expect(text).toMatch(/\/admin\/account$/m);
    expect(mails[1]!.part("text/plain")!.body).toContain("Device: Firefox on Linux");
    expect(mails[1]!.part("text/html")!.body).toContain("New sign-in to your staff account");

    // The device is now known: the next sign-in from it mails nothing.
    await signInFrom("192.0.2.50", CHROME_ON_WINDOWS);
    expect(await newSignInMails()).toHaveLength(before + 2);
  });

  it("is mailed again for a device last used more than 90 days ago", async () => {
    await createStaffAccount({ email, password });
    await signInFrom("198.51.100.7", CHROME_ON_WINDOWS);
    const before = (await newSignInMails()).length;
    await getDb()
      .update(activityLog)
      .set({ occurredAt: sql`now() - interval '91 days'` });
    await signInFrom("198.51.100.7", CHROME_ON_WINDOWS);
    expect(await newSignInMails()).toHaveLength(before + 1);
  });
});
