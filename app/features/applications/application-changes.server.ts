import { and, eq, inArray, lt } from "drizzle-orm";

import { recordActivity, type DatabaseTransaction } from "~/features/activity/activity.server";
import {
  changeWithActivity,
  type ChangeOutcome,
  type ContentEditor,
} from "~/features/content-lists/content-activity.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { applicationNotes, applications, applicationStageChanges, type Application } from "~/platform/db/schema";

import { applicationJobLabel, stageLabel, type ApplicationStage } from "./application-stages";
import { applicationsOfPerson, getApplication, listNotes, listStageChanges, readResume } from "./applications.server";
import type { ResumeType } from "./resume-file.server";

/*
 * What staff do to applications, each with its activity-log row in the transaction of the
 * change. A row names the application by its id and its job, never by the applicant's name
 * nor anything they sent (DECISIONS, Applications): the log is kept a year and must hold no
 * applicant's data past the application's own retention.
 */

function applicationEntity(application: Pick<Application, "id" | "jobId" | "jobTitle">) {
  return { type: "application", id: application.id, title: applicationJobLabel(application) };
}

async function lockedApplication(tx: DatabaseTransaction, id: string): Promise<Application | null> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for("update");
  return row ?? null;
}

/** 'Update Stage': the stage, its history row and its log row; retention counts again from now. */
export function changeStage(
  id: string,
  stage: ApplicationStage,
  editor: ContentEditor,
  db: Database = getDb(),
): Promise<ChangeOutcome> {
  return changeWithActivity(
    db,
    editor,
    (tx) => lockedApplication(tx, id),
    async (tx, current) => {
      if (current.stage === stage) return null;
      const now = new Date();
      await tx.update(applications).set({ stage, retainedFrom: now }).where(eq(applications.id, id));
      await tx.insert(applicationStageChanges).values({
        applicationId: id,
        fromStage: current.stage,
        toStage: stage,
        actorId: editor.actor.id,
        actorName: editor.actor.name || editor.actor.email || "Staff",
        changedAt: now,
      });
      return {
        kind: "application-stage-changed",
        entity: applicationEntity(current),
        detail: `${stageLabel(current.stage)} to ${stageLabel(stage)}`,
        at: now,
      };
    },
  );
}

/** 'Add Note': notes do not restart the retention period (DECISIONS, Resolutions). */
export async function addNote(id: string, body: string, editor: ContentEditor, db: Database = getDb()) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const current = await getApplication(id, tx);
    if (!current) return "not-found";
    await tx.insert(applicationNotes).values({
      applicationId: id,
      authorId: editor.actor.id,
      authorName: editor.actor.name || editor.actor.email || "Staff",
      body,
    });
    await recordActivity(tx, {
      kind: "application-note-added",
      actor: editor.actor,
      origin: editor.origin,
      entity: applicationEntity(current),
    });
    return "changed";
  });
}

/** 'Keep this application': a legal hold the retention purge and 'Delete All Data' respect. */
export async function setLegalHold(id: string, hold: boolean, editor: ContentEditor, db: Database = getDb()) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const current = await lockedApplication(tx, id);
    if (!current) return "not-found";
    if (current.legalHold === hold) return "unchanged";
    await tx.update(applications).set({ legalHold: hold }).where(eq(applications.id, id));
    await recordActivity(tx, {
      kind: hold ? "application-hold-set" : "application-hold-cleared",
      actor: editor.actor,
      origin: editor.origin,
      entity: applicationEntity(current),
    });
    return "changed";
  });
}

/** 'Mark as Spam' / 'Not Spam'. */
export async function setApplicationSpam(id: string, spam: boolean, editor: ContentEditor, db: Database = getDb()) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const current = await lockedApplication(tx, id);
    if (!current) return "not-found";
    if (current.isSpam === spam) return "unchanged";
    await tx
      .update(applications)
      .set({ isSpam: spam, spamReason: spam ? "staff" : null })
      .where(eq(applications.id, id));
    await recordActivity(tx, {
      kind: "application-spam-changed",
      actor: editor.actor,
      origin: editor.origin,
      entity: applicationEntity(current),
      detail: spam ? "Marked as spam" : "Not spam",
    });
    return "changed";
  });
}

/** 'Delete Application': with its resume, notes and history (the foreign keys cascade). */
export async function deleteApplication(
  id: string,
  editor: ContentEditor,
  db: Database = getDb(),
): Promise<Application | null> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(applications).where(eq(applications.id, id)).returning();
    if (!deleted) return null;
    await recordActivity(tx, {
      kind: "application-deleted",
      actor: editor.actor,
      origin: editor.origin,
      entity: applicationEntity(deleted),
    });
    return deleted;
  });
}

export interface ResumeDownload {
  type: ResumeType;
  fileName: string;
  data: Buffer;
}

/** 'Download Resume': the file, read in the transaction that logs the download. */
export async function downloadResume(
  id: string,
  editor: ContentEditor,
  db: Database = getDb(),
): Promise<ResumeDownload | null> {
  return db.transaction(async (tx) => {
    const application = await getApplication(id, tx);
    if (!application?.resumeType) return null;
    const data = await readResume(id, tx);
    if (!data) return null;
    await recordActivity(tx, {
      kind: "application-resume-downloaded",
      actor: editor.actor,
      origin: editor.origin,
      entity: applicationEntity(application),
    });
    return { type: application.resumeType as ResumeType, fileName: application.resumeFileName ?? "resume", data };
  });
}

/** The person's data as 'Download All Data' gives it: every application, its notes, history and resume. */
export interface PersonData {
  exportedAt: string;
  person: { email: string; phone: string };
  applications: Array<
    Omit<Application, "searchVector" | "clientIp"> & {
      notes: Array<{ author: string; body: string; createdAt: Date }>;
      stageHistory: Array<{ from: string; to: string; by: string; at: Date }>;
      resume: { fileName: string; type: string; base64: string } | null;
    }
  >;
}

/** 'Download All Data' for the person of application `id` (same email or phone); logged. */
export async function exportPersonData(
  id: string,
  editor: ContentEditor,
  db: Database = getDb(),
): Promise<PersonData | null> {
  return db.transaction(
    async (tx) => {
      const application = await getApplication(id, tx);
      if (!application) return null;
      const rows = await applicationsOfPerson(application, tx);
      const exported: PersonData["applications"] = [];
      for (const { searchVector: _search, clientIp: _ip, ...row } of rows) {
        const [notes, changes, resume] = await Promise.all([
          listNotes(row.id, tx),
          listStageChanges(row.id, tx),
          row.resumeType ? readResume(row.id, tx) : null,
        ]);
        exported.push({
          ...row,
          notes: notes.map((note) => ({ author: note.authorName, body: note.body, createdAt: note.createdAt })),
          stageHistory: changes.map((change) => ({
            from: stageLabel(change.fromStage),
            to: stageLabel(change.toStage),
            by: change.actorName,
            at: change.changedAt,
          })),
          resume: resume
            ? { fileName: row.resumeFileName ?? "resume", type: row.resumeType!, base64: resume.toString("base64") }
            : null,
        });
      }
      await recordActivity(tx, {
        kind: "applicant-data-downloaded",
        actor: editor.actor,
        origin: editor.origin,
        entity: applicationEntity(application),
        detail: `${rows.length} application(s)`,
      });
      return {
        exportedAt: new Date().toISOString(),
        person: { email: application.email, phone: application.phone },
        applications: exported,
      };
    },
    { isolationLevel: "repeatable read" },
  );
}

export type DeletePersonOutcome = { kind: "deleted"; count: number } | { kind: "on-hold" } | { kind: "not-found" };

/** 'Delete All Data': every application of the person, unless one of them is kept (legal hold). */
export async function deletePersonData(
  id: string,
  editor: ContentEditor,
  db: Database = getDb(),
): Promise<DeletePersonOutcome> {
  return db.transaction(async (tx) => {
    const application = await getApplication(id, tx);
    if (!application) return { kind: "not-found" };
    const rows = await applicationsOfPerson(application, tx);
    if (rows.some((row) => row.legalHold)) return { kind: "on-hold" };
    const ids = rows.map((row) => row.id);
    await tx.delete(applications).where(inArray(applications.id, ids));
    await recordActivity(tx, {
      kind: "applicant-data-deleted",
      actor: editor.actor,
      origin: editor.origin,
      entity: applicationEntity(application),
      detail: `${ids.length} application(s) deleted on request`,
    });
    return { kind: "deleted", count: ids.length };
  });
}

/**
 * The retention rule: applications whose last change (receipt or stage change) is older than
 * `cutoff` go with their resumes, unless kept. One log row with the count, no names.
 */
export async function purgeApplicationsRetainedBefore(db: Database, cutoff: Date, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(applications)
      .where(and(eq(applications.legalHold, false), lt(applications.retainedFrom, cutoff)))
      .returning({ id: applications.id });
    if (deleted.length > 0) {
      await recordActivity(tx, {
        kind: "applications-purged",
        actor: null,
        entity: { type: "application" },
        detail: `${deleted.length} application(s) older than ${days} days deleted with their resumes`,
      });
    }
    return deleted.length;
  });
}
