import { DAY_MS } from "~/platform/format/time-units";

import { countSpamFrom, type SpamReason } from "./contact-messages.server";
import { checkFormToken, formTokenSecret } from "./form-token.server";
import { countInboxSubmission, type InboxForm } from "./inbox-rate-limit.server";

/*
 * The spam defences both inbox forms share (the contact form, 'Request Staff'): the
 * honeypot, the minimum fill time, the rate limit, and the cap on spam kept per sender.
 */

/** Spam kept per sender and day; beyond it the form says too many were sent (docs/admin.md, Spam). */
export const MAX_SPAM_PER_SENDER_PER_DAY = 20;

/** What a form sends besides its fields: the honeypot (filled by robots) and the fill-time token. */
export interface SpamSignals {
  honeypot: string;
  token: string;
}

export type Judgement =
  /** Keep it: in the inbox (reason null) or as spam. */
  | { kind: "keep"; spamReason: SpamReason | null }
  /** Spam over the day's cap for this sender: store nothing, tell the sender. */
  | { kind: "too-many" };

export async function judgeSubmission(
  form: InboxForm,
  signals: SpamSignals,
  sender: { email: string; clientIp: string },
  now: number,
): Promise<Judgement> {
  // Every submission counts towards the rate limit, spam too: a robot's flood must not reset it.
  const overLimit = await countInboxSubmission(form, sender, now);
  let spamReason: SpamReason | null = null;
  if (signals.honeypot.trim() !== "") spamReason = "honeypot";
  else if (signals.token && checkFormToken(await formTokenSecret(), signals.token, now) !== "ok")
    spamReason = "too-fast";
  else if (overLimit) spamReason = "rate-limit";
  if (spamReason && (await countSpamFrom(sender, new Date(now - DAY_MS))) >= MAX_SPAM_PER_SENDER_PER_DAY) {
    return { kind: "too-many" };
  }
  return { kind: "keep", spamReason };
}
