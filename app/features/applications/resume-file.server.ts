import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import { MAX_RESUME_BYTES } from "./application-form";
import { withoutControlCharacters } from "./plain-text";
import { isCompoundFile, isWordDocument } from "./word-document.server";

/*
 * A resume as sent with an application, judged by its content, never by its name nor the
 * browser's type (DECISIONS, Resume types): PDF; DOCX; DOC only when the container holds a
 * Word document stream; plain text when it is valid UTF-8 without NUL bytes; JPEG and PNG
 * photos, re-encoded without their metadata (a phone photo carries its GPS position). HEIC
 * and other photo formats are refused with a message of their own. A refused file is not
 * stored anywhere.
 */

export type ResumeType = "pdf" | "docx" | "doc" | "txt" | "jpeg" | "png";

export const resumeTypes: Record<ResumeType, { label: string; mime: string; extension: string }> = {
  pdf: { label: "PDF", mime: "application/pdf", extension: "pdf" },
  docx: {
    label: "Word (.docx)",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
  doc: { label: "Word (.doc)", mime: "application/msword", extension: "doc" },
  txt: { label: "Plain text", mime: "text/plain; charset=utf-8", extension: "txt" },
  jpeg: { label: "Photo (JPEG)", mime: "image/jpeg", extension: "jpg" },
  png: { label: "Photo (PNG)", mime: "image/png", extension: "png" },
};

/** A problem code for the field (application-problems.ts words it). */
export type ResumeProblem = "resume-too-large" | "resume-empty" | "resume-photo-format" | "resume-unsupported";

export type ResumeSniff = { type: ResumeType } | { problem: ResumeProblem };

/** A photo bigger than this is scaled down: a 48 MP phone photo read at 3000 px is still sharp. */
const MAX_PHOTO_SIDE = 3000;
/** Decompression bombs: a small file declaring a huge picture. */
const MAX_PHOTO_PIXELS = 50_000_000;

function isPlainUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What a file is, by its bytes. */
export async function sniffResume(bytes: Uint8Array): Promise<ResumeSniff> {
  if (bytes.byteLength === 0) return { problem: "resume-empty" };
  if (bytes.byteLength > MAX_RESUME_BYTES) return { problem: "resume-too-large" };
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return isPlainUtf8Text(bytes) ? { type: "txt" } : { problem: "resume-unsupported" };
  switch (found.ext) {
    case "pdf":
      return { type: "pdf" };
    case "docx":
      return { type: "docx" };
    case "jpg":
      return { type: "jpeg" };
    case "png":
      return { type: "png" };
    case "cfb":
      return isWordDocument(bytes) ? { type: "doc" } : { problem: "resume-unsupported" };
  }
  if (isCompoundFile(bytes) && isWordDocument(bytes)) return { type: "doc" };
  return found.mime.startsWith("image/") ? { problem: "resume-photo-format" } : { problem: "resume-unsupported" };
}

export interface PreparedResume {
  type: ResumeType;
  /** What is stored: the file itself, or a photo re-encoded without metadata. */
  data: Buffer;
  /** The name the file had on the applicant's device, for the download (never trusted for the type). */
  fileName: string;
}

/** The name as stored: no path, no control characters, at most 120 characters. */
export function tidyFileName(name: string, type: ResumeType): string {
  const base = withoutControlCharacters(name.split(/[\\/]/).pop() ?? "")
    .replace(/"/g, "")
    .trim()
    .slice(0, 120);
  return base || `resume.${resumeTypes[type].extension}`;
}

async function reencodePhoto(bytes: Uint8Array, type: "jpeg" | "png"): Promise<Buffer | null> {
  try {
    // rotate(): the EXIF orientation applied to the pixels; no withMetadata(): nothing else kept.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: "inside", withoutEnlargement: true });
    return await (type === "jpeg" ? pipeline.jpeg({ quality: 82, mozjpeg: true }) : pipeline.png()).toBuffer();
  } catch {
    return null;
  }
}

/** The resume as it is stored, or the problem to show under the field. */
export async function prepareResume(file: File): Promise<PreparedResume | { problem: ResumeProblem }> {
  if (file.size > MAX_RESUME_BYTES) return { problem: "resume-too-large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await sniffResume(bytes);
  if ("problem" in sniffed) return sniffed;
  const { type } = sniffed;
  if (type === "jpeg" || type === "png") {
    const photo = await reencodePhoto(bytes, type);
    if (!photo) return { problem: "resume-unsupported" };
    return { type, data: photo, fileName: tidyFileName(file.name, type) };
  }
  return { type, data: Buffer.from(bytes), fileName: tidyFileName(file.name, type) };
}
