import { and, asc, eq, lt } from "drizzle-orm";

import { getDb, type Database } from "~/platform/db/client.server";
import { applicationResumes, applications } from "~/platform/db/schema";
import { errorSummary } from "~/platform/http/describe-error.server";
import { log } from "~/platform/log/log.server";

import type { ResumeType } from "./resume-file.server";

/*
 * The text of a resume, for staff search: from PDF with unpdf, from DOCX with mammoth, plain
 * text as it is. A DOC or a photo has none here. Extraction never refuses an application
 * (DECISIONS, Applications): the application is stored first with its text "pending", the
 * text is taken right after in the background, and a restart's leftovers are picked up by
 * resumeTextTask. A file that cannot be read is marked "failed" and stays downloadable.
 */

/** The longest text kept: PostgreSQL's text search document has a limit of its own (1 MB). */
const MAX_RESUME_TEXT = 100_000;

/** Whether a resume of this type has text to take. */
export function hasExtractableText(type: ResumeType): boolean {
  return type === "pdf" || type === "docx" || type === "txt";
}

function tidyText(text: string): string {
  // NUL cannot be stored in PostgreSQL text; runs of blank space say nothing to a search.
  return text
    .split("\u0000")
    .join("")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_RESUME_TEXT);
}

async function pdfText(data: Uint8Array): Promise<string> {
  // Loaded on first use: pdf.js is large, and most requests never need it.
  const { extractText, getDocumentProxy } = await import("unpdf");
  const document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  try {
    const { text } = await extractText(document, { mergePages: true });
    return text;
  } finally {
    await document.destroy();
  }
}

async function docxText(data: Uint8Array): Promise<string> {
  const { default: mammoth } = await import("mammoth");
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return value;
}

/** The resume's text, or the reason there is none. */
export async function extractResumeText(
  type: ResumeType,
  data: Uint8Array,
): Promise<{ status: "done"; text: string } | { status: "none" | "failed" }> {
  try {
    switch (type) {
      case "pdf":
        return { status: "done", text: tidyText(await pdfText(data)) };
      case "docx":
        return { status: "done", text: tidyText(await docxText(data)) };
      case "txt":
        return { status: "done", text: tidyText(new TextDecoder().decode(data)) };
      default:
        return { status: "none" };
    }
  } catch (error) {
    // The error only: a resume's text is personal data.
    log.error(`applications: could not read the text of a ${type} resume: ${errorSummary(error)}`);
    return { status: "failed" };
  }
}

/**
 * Takes the text of one stored resume and writes it, unless the resume was replaced
 * meanwhile (a re-application): the file's size and name must still be the ones read.
 */
async function storeResumeText(
  db: Database,
  applicationId: string,
  resume: { type: ResumeType; data: Uint8Array; fileName: string },
): Promise<void> {
  const result = await extractResumeText(resume.type, resume.data);
  await db
    .update(applications)
    .set({ resumeText: result.status === "done" ? result.text : null, resumeTextStatus: result.status })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.resumeTextStatus, "pending"),
        eq(applications.resumeSize, resume.data.byteLength),
        eq(applications.resumeFileName, resume.fileName),
      ),
    );
}

const inFlight = new Set<Promise<void>>();

/** Extracts after the request that stored the resume, without making it wait. */
export function extractResumeTextLater(
  applicationId: string,
  resume: { type: ResumeType; data: Uint8Array; fileName: string },
  db: Database = getDb(),
): void {
  const running = storeResumeText(db, applicationId, resume)
    .catch((error: unknown) => {
      log.error(`applications: could not store the text of application ${applicationId}: ${errorSummary(error)}`);
    })
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Waits for the extractions under way (at shut-down, and in tests). */
export async function flushResumeTexts(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Resumes still "pending" this long after they came were left by a restart: the task takes them. */
const LEFT_OVER_AFTER_MS = 5 * 60 * 1000;
const LEFTOVERS_PER_RUN = 20;

/** The resumes a stopped process left without their text, oldest first; how many were done. */
export async function extractLeftoverResumeTexts(db: Database, now: Date): Promise<number> {
  const leftovers = await db
    .select({
      id: applications.id,
      type: applications.resumeType,
      fileName: applications.resumeFileName,
      data: applicationResumes.data,
    })
    .from(applications)
    .innerJoin(applicationResumes, eq(applicationResumes.applicationId, applications.id))
    .where(
      and(
        eq(applications.resumeTextStatus, "pending"),
        lt(applications.receivedAt, new Date(now.getTime() - LEFT_OVER_AFTER_MS)),
      ),
    )
    .orderBy(asc(applications.receivedAt))
    .limit(LEFTOVERS_PER_RUN);
  for (const row of leftovers) {
    await storeResumeText(db, row.id, { type: row.type as ResumeType, data: row.data, fileName: row.fileName ?? "" });
  }
  return leftovers.length;
}
