import { data } from "react-router";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";

import { downloadResume, exportPersonData } from "./application-changes.server";
import { resumeTypes } from "./resume-file.server";

/*
 * The files staff download from an application: the resume, and the person's data. Served
 * only under /admin (the staff guard), as attachments, never cached, never sniffed into
 * another type, under a CSP that sandboxes them: a resume opened by mistake in the browser
 * runs nothing and reaches nothing. Each download is logged with its read.
 */

const downloadHeaders = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The file name in Content-Disposition: ASCII fallback plus the UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function resumeResponse(id: string, editor: ContentEditor): Promise<Response> {
  const resume = await downloadResume(id, editor);
  if (!resume) throw data(null, { status: 404 });
  return new Response(new Uint8Array(resume.data), {
    headers: {
      ...downloadHeaders,
      "Content-Type": resumeTypes[resume.type].mime,
      "Content-Length": String(resume.data.byteLength),
      "Content-Disposition": attachment(resume.fileName),
    },
  });
}

export async function personDataResponse(id: string, editor: ContentEditor): Promise<Response> {
  const exported = await exportPersonData(id, editor);
  if (!exported) throw data(null, { status: 404 });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      ...downloadHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": attachment(`applicant-data-${day}.json`),
    },
  });
}
