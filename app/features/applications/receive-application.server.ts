import { and, count, eq, gte, sql } from "drizzle-orm";

import { checkFormToken, formTokenSecret } from "~/features/inbox/form-token.server";
import { toPublicAgency } from "~/features/settings/public-agency.server";
import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { applicationsAddress, type SiteSettings } from "~/features/settings/site-settings";
import { getConfig } from "~/platform/config/env.server";
import { getDb } from "~/platform/db/client.server";
import { applications, type Application, type Job, type ScreeningAnswer } from "~/platform/db/schema";
import { DAY_MS } from "~/platform/format/time-units";
import { tidyTexts } from "~/platform/forms/plain-text";
import { logError } from "~/platform/http/describe-error.server";
import { inLocale } from "~/platform/i18n/catalogues.server";
import { log } from "~/platform/log/log.server";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import { validateApplication } from "./application-checks";
import type { ApplicationFieldErrors, ApplicationValues } from "./application-form";
import { applicantConfirmationMail, staffApplicationMail } from "./application-mail.server";
import { countApplicationSent } from "./application-rate-limit.server";
import { applicationJobLabel } from "./application-stages";
import {
  countSpamApplicationsFrom,
  findRecentApplication,
  storeApplication,
  updateWithReapplication,
  type ApplicationSpamReason,
  type NewApplication,
} from "./applications.server";
import { prepareResume, type PreparedResume } from "./resume-file.server";
import { extractResumeTextLater, hasExtractableText } from "./resume-text.server";
import { textConsentSentenceNow, type ApplicationLanguage } from "./text-consent";
import { usPhoneE164 } from "./us-phone";

/*
 * One application, from the job's apply page or the general one: checked, its resume judged
 * by content, judged spam or not (as the contact form: honeypot, fill time, rate limit), then
 * stored, and only then announced by mail. A mail failure never loses it (the mails go in
 * the background); extraction of the resume's text never refuses it.
 */

export interface ApplicationSubmission {
  values: ApplicationValues;
  /** The chosen file; null or an empty file when none was chosen. */
  resume: File | null;
  honeypot: string;
  token: string;
}

export interface ApplicationContext {
  /** The job applied for; null for the general application (/apply). */
  job: Job | null;
  /** False when the job closed or expired while the page was open: accepted and marked. */
  jobOpen: boolean;
  language: ApplicationLanguage;
  clientIp: string;
}

export type ApplicationOutcome =
  | {
      kind: "accepted";
      id: string;
      firstName: string;
      /** The job's title, or empty for a general application. */
      jobTitle: string;
      /** The same person applied to the same job within a day: that application was updated. */
      updated: boolean;
      spam: boolean;
    }
  | { kind: "invalid"; fieldErrors: ApplicationFieldErrors }
  /** Over the day's limit of kept spam: nothing stored. */
  | { kind: "too-many" }
  /** It could not be stored: the page says so, with the phone numbers. */
  | { kind: "unavailable" };

/** Spam kept per sender and day, beyond which the form says too many were sent. */
const MAX_SPAM_PER_SENDER_PER_DAY = 20;
/** 'We received your application' mails per address and day. */
export const MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** The same person and job within this time updates the first application. */
const DUPLICATE_WINDOW_MS = DAY_MS;

const KNOWN_INTERESTS_LIMIT = 12;

function tidy({ answers, textConsent, interests, ...text }: ApplicationValues): ApplicationValues {
  return {
    ...tidyTexts(text),
    answers: answers.map((answer) => answer.trim().toLowerCase()),
    textConsent,
    interests: [...new Set(interests)].slice(0, KNOWN_INTERESTS_LIMIT),
  };
}

function screeningAnswersOf(job: Job | null, answers: string[]): ScreeningAnswer[] {
  return (job?.screeningQuestions ?? []).map(({ question, qualifyingAnswer }, index) => {
    const answer = answers[index] === "yes" ? "yes" : "no";
    return { question, answer, qualifyingAnswer, meets: answer === qualifyingAnswer };
  });
}

async function spamReasonOf(
  submission: ApplicationSubmission,
  sender: { email: string; phone: string; clientIp: string },
  now: number,
): Promise<ApplicationSpamReason | null> {
  // Every application counts towards the limit, spam too: a robot's flood must not reset it.
  const overLimit = await countApplicationSent(sender, now);
  if (submission.honeypot.trim() !== "") return "honeypot";
  if (submission.token && checkFormToken(await formTokenSecret(), submission.token, now) !== "ok") return "too-fast";
  return overLimit ? "rate-limit" : null;
}

/** Confirmations already sent to this address today: the address's non-spam applications of the day. */
async function confirmationsSentToday(email: string, now: number, exceptId: string): Promise<number> {
  const [row] = await getDb()
    .select({ total: count() })
    .from(applications)
    .where(
      and(
        sql`lower(${applications.email}) = ${email.toLowerCase()}`,
        eq(applications.isSpam, false),
        gte(applications.receivedAt, new Date(now - DAY_MS)),
        sql`${applications.id} <> ${exceptId}`,
      ),
    );
  return row?.total ?? 0;
}

async function announce(settings: SiteSettings, stored: Application, now: number): Promise<void> {
  const staffAddress = applicationsAddress(settings);
  const fromName = senderName(settings);
  if (staffAddress) {
    sendMailInBackground({
      ...staffApplicationMail({
        to: staffAddress,
        applicationId: stored.id,
        applicantName: `${stored.firstName} ${stored.lastName}`,
        jobLabel: applicationJobLabel(stored),
        meetsScreening: stored.meetsScreening,
        receivedAfterClosing: stored.receivedAfterClosing,
        hasResume: stored.resumeType !== null,
        agencyName: settings.agencyName,
        publicUrl: getConfig().publicUrl,
      }),
      fromName,
    });
  } else {
    log.error(`applications: application ${stored.id} stored; no address is set to tell staff by mail`);
  }
  if (
    stored.email &&
    (await confirmationsSentToday(stored.email, now, stored.id)) < MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY
  ) {
    sendMailInBackground({
      ...applicantConfirmationMail({
        to: stored.email,
        applicationId: stored.id,
        firstName: stored.firstName,
        jobTitle: stored.jobTitle,
        language: stored.language === "es" ? "es" : "en",
        agencyName: settings.agencyName,
        phones: toPublicAgency(settings).phones,
      }),
      fromName,
    });
  }
}

function startTextExtraction(applicationId: string, resume: PreparedResume | null): void {
  if (resume && hasExtractableText(resume.type)) extractResumeTextLater(applicationId, resume);
}

export async function receiveApplication(
  submission: ApplicationSubmission,
  context: ApplicationContext,
  now = Date.now(),
): Promise<ApplicationOutcome> {
  try {
    const values = tidy(submission.values);
    const questions = context.job?.screeningQuestions.length ?? 0;
    const fieldErrors: ApplicationFieldErrors = validateApplication(values, questions) ?? {};
    let resume: PreparedResume | null = null;
    if (submission.resume && (submission.resume.size > 0 || submission.resume.name)) {
      const prepared = await prepareResume(submission.resume);
      if ("problem" in prepared) fieldErrors.resume = prepared.problem;
      else resume = prepared;
    }
    if (Object.keys(fieldErrors).length > 0) return { kind: "invalid", fieldErrors };

    const phone = values.phone ? usPhoneE164(values.phone)! : "";
    const sender = { email: values.email, phone, clientIp: context.clientIp };
    const spamReason = await spamReasonOf(submission, sender, now);
    if (spamReason && (await countSpamApplicationsFrom(sender, new Date(now - DAY_MS))) >= MAX_SPAM_PER_SENDER_PER_DAY)
      return { kind: "too-many" };

    const settings = await getSiteSettings();
    const input: NewApplication = {
      jobId: context.job?.id ?? null,
      jobTitle: context.job?.title ?? "",
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone,
      zip: values.zip,
      message: values.message,
      interests: context.job ? [] : values.interests,
      preferredLocation: context.job ? "" : values.preferredLocation,
      screeningAnswers: screeningAnswersOf(context.job, values.answers),
      receivedAfterClosing: context.job !== null && !context.jobOpen,
      textConsent: values.textConsent
        ? {
            at: new Date(now),
            sentence: inLocale(context.language, () => textConsentSentenceNow(settings.agencyName)),
          }
        : null,
      language: context.language,
      spamReason,
      clientIp: context.clientIp,
      resume,
    };
    const accepted = (row: Application, updated: boolean) =>
      ({
        kind: "accepted",
        id: row.id,
        firstName: row.firstName,
        jobTitle: row.jobTitle,
        updated,
        spam: row.isSpam,
      }) as const;

    if (!spamReason) {
      const earlier = await findRecentApplication(
        { ...sender, jobId: input.jobId },
        new Date(now - DUPLICATE_WINDOW_MS),
      );
      if (earlier) {
        const updated = await updateWithReapplication(earlier, input);
        startTextExtraction(updated.id, resume);
        return accepted(updated, true);
      }
    }
    const stored = await storeApplication(input);
    startTextExtraction(stored.id, resume);
    // Spam waits in its view without any mail. A mail problem never fails a stored application.
    if (!spamReason)
      await announce(settings, stored, now).catch((error: unknown) =>
        logError("applications: could not send the mails of an application", error),
      );
    return accepted(stored, false);
  } catch (error) {
    // By code and statement only: the statement holds what the applicant sent.
    logError("applications: could not take an application", error);
    return { kind: "unavailable" };
  }
}
