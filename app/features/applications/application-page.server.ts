import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { z } from "zod";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { parseRowId } from "~/features/content-lists/row-id";
import { jobCategoryTitle } from "~/features/jobs/job-options";
import { getDb } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";
import { formatDateTime } from "~/platform/format/format-date-time";
import { parseForm, requiredText } from "~/platform/forms/form-fields";
import { BodyTooLargeError, MalformedFormError, readFormBody } from "~/platform/http/form-body.server";

import {
  addNote,
  changeStage,
  deleteApplication,
  deletePersonData,
  setApplicationSpam,
  setLegalHold,
} from "./application-changes.server";
import { applicationsHref } from "./application-filters";
import { applicationJobLabel, isApplicationStage, stageLabel } from "./application-stages";
import { getApplication, listNotes, listStageChanges, otherApplicationsOf } from "./applications.server";
import { resumeTypes, type ResumeType } from "./resume-file.server";
import { formatUsPhone } from "./us-phone";

/*
 * /admin/applications/{id}: the application as staff read it, and what they do to it (stage,
 * notes, legal hold, spam, delete, the person's data). Each change is logged in its own
 * transaction (application-changes.server.ts); the page then shows the application again.
 */

export function applicationIdOf(params: { id?: string }): string {
  const id = parseRowId(params.id);
  if (!id) throw data(null, { status: 404 });
  return id;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const spamReasons: Record<string, string> = {
  honeypot: "it filled in a field people never see",
  "too-fast": "it was sent faster than a person types",
  "rate-limit": "its sender sent more than 5 applications in 10 minutes",
  staff: "staff marked it as spam",
};

export async function loadApplicationPage(id: string) {
  const application = await getApplication(id);
  if (!application) throw data(null, { status: 404 });
  const [notes, changes, others, job] = await Promise.all([
    listNotes(id),
    listStageChanges(id),
    otherApplicationsOf(application),
    application.jobId
      ? getDb()
          .select({ slug: jobs.slug, deletedAt: jobs.deletedAt })
          .from(jobs)
          .where(eq(jobs.id, application.jobId))
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  return {
    id: application.id,
    name: `${application.firstName} ${application.lastName}`,
    firstName: application.firstName,
    email: application.email,
    phone: application.phone ? formatUsPhone(application.phone) : "",
    phoneE164: application.phone,
    zip: application.zip,
    job: {
      label: applicationJobLabel(application),
      id: application.jobId,
      href: job && !job.deletedAt ? `/jobs/${job.slug}` : null,
    },
    received: formatDateTime(application.receivedAt)!,
    stage: application.stage,
    answers: application.screeningAnswers,
    meetsScreening: application.meetsScreening,
    receivedAfterClosing: application.receivedAfterClosing,
    message: application.message,
    interests: application.interests.map(jobCategoryTitle),
    preferredLocation: application.preferredLocation,
    language: application.language === "es" ? "Spanish" : "English",
    textConsent: application.textConsentAt
      ? { at: formatDateTime(application.textConsentAt)!, sentence: application.textConsentText ?? "" }
      : null,
    legalHold: application.legalHold,
    spam: application.isSpam,
    spamReason: application.spamReason ? (spamReasons[application.spamReason] ?? application.spamReason) : null,
    resume: application.resumeType
      ? {
          fileName: application.resumeFileName ?? "resume",
          kind: resumeTypes[application.resumeType as ResumeType]?.label ?? application.resumeType,
          size: sizeText(application.resumeSize ?? 0),
          text: application.resumeText,
          textStatus: application.resumeTextStatus,
        }
      : null,
    notes: notes.map((note) => ({
      id: note.id,
      author: note.authorName,
      at: formatDateTime(note.createdAt)!,
      body: note.body,
    })),
    history: changes.map((change) => ({
      id: change.id,
      from: stageLabel(change.fromStage),
      to: stageLabel(change.toStage),
      by: change.actorName,
      at: formatDateTime(change.changedAt)!,
    })),
    others: others.map((other) => ({
      id: other.id,
      job: applicationJobLabel(other),
      received: formatDateTime(other.receivedAt)!,
      stage: other.stage,
    })),
  };
}

export type ApplicationPageData = Awaited<ReturnType<typeof loadApplicationPage>>;

const noteSchema = z.object({ note: requiredText("Note", 5000) });

export type ApplicationActionData = { error: string; field?: "note" | "stage" };

const intents = ["stage", "note", "hold", "spam", "not-spam", "delete", "delete-all"] as const;

function refused(error: string, status = 400, field?: ApplicationActionData["field"]) {
  return data<ApplicationActionData>({ error, field }, { status });
}

export async function applicationPageAction(request: Request, id: string, editor: ContentEditor) {
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError)
      return refused(error.message, error.status);
    throw error;
  }
  const intent = intents.find((known) => known === form.get("intent"));
  const back = `/admin/applications/${id}`;
  let outcome: "changed" | "unchanged" | "not-found";
  switch (intent) {
    case "stage": {
      const stage = form.get("stage");
      if (!isApplicationStage(stage)) return refused("Choose a stage.", 400, "stage");
      outcome = await changeStage(id, stage, editor);
      break;
    }
    case "note": {
      const parsed = parseForm(noteSchema, form);
      if (!parsed.success) return refused(parsed.fieldErrors.note ?? "Note is required", 400, "note");
      outcome = await addNote(id, parsed.data.note, editor);
      break;
    }
    case "hold":
      outcome = await setLegalHold(id, form.get("legalHold") !== null, editor);
      break;
    case "spam":
    case "not-spam":
      outcome = await setApplicationSpam(id, intent === "spam", editor);
      break;
    case "delete": {
      const deleted = await deleteApplication(id, editor);
      if (!deleted) throw data(null, { status: 404 });
      return redirect(`${applicationsHref({ spam: deleted.isSpam })}${deleted.isSpam ? "&" : "?"}deleted=1`);
    }
    case "delete-all": {
      const result = await deletePersonData(id, editor);
      if (result.kind === "not-found") throw data(null, { status: 404 });
      if (result.kind === "on-hold")
        return refused(
          "This person has an application marked 'Keep this application': remove that hold before deleting their data.",
          409,
        );
      return redirect(`${applicationsHref({})}?deleted=all`);
    }
    default:
      return refused("Unknown action: expected stage, note, hold, spam, not-spam, delete or delete-all.");
  }
  if (outcome === "not-found") throw data(null, { status: 404 });
  // After the change, the application again (a reload does not post twice).
  return redirect(back);
}
