import { getConfig } from "~/platform/config/env.server";

import { formatByteSize, type RequestBodyKind } from "./body-limits";

/*
 * The one way an action reads its form. The limit is the operator's, for the kind of body the
 * route declares (./body-limits.ts): the same limit the server read the body within, so a
 * larger BODY_LIMIT lets a larger form through to every action alike. A declared
 * Content-Length over the limit is refused before a byte is read, and a body that grows past
 * it (a chunked upload declares none) as soon as it does: request.formData() alone would read
 * any size into memory.
 */

/** The body is over the limit of its kind (413); nothing has been written. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  readonly status = 413;
  constructor(maxBytes: number) {
    super(`The form is larger than ${formatByteSize(maxBytes)}.`);
  }
}

/** The body says it is a form but does not parse as one (400). */
export class MalformedFormError extends Error {
  override name = "MalformedFormError";
  readonly status = 400;
  constructor() {
    super("The form could not be read. Reload the page and try again.");
  }
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/** Whether a Content-Type is one of the two an HTML form sends. */
export function isFormType(contentType: string | null): boolean {
  return FORM_TYPES.has(mediaType(contentType));
}

/**
 * The form a request carries, read within the limit of `kind` (BODY_LIMIT for "form",
 * UPLOAD_BODY_LIMIT for "upload"). Throws BodyTooLargeError (413) or MalformedFormError (400)
 * and writes nothing. A request without a body, or whose body is not a form at all, reads as
 * a form without fields: the route's own checks then say what is missing (the root
 * middleware, ./form-posts.server.ts, has already answered such bodies 415 in the app).
 */
export async function readFormBody(request: Request, kind: RequestBodyKind = "form"): Promise<FormData> {
  const maxBytes = getConfig().requestBodyLimits[kind];
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body || !isFormType(request.headers.get("content-type"))) return new FormData();
  const body = await readAtMost(request.body, maxBytes);
  // The same request with its body in memory: formData() parses it as the browser sent it.
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body });
  try {
    return await copy.formData();
  } catch {
    throw new MalformedFormError();
  }
}

/**
 * For the public forms, whose checks speak for themselves: the form, or null when it is over
 * the limit of `kind` (the form answers 413 with its own message). A body that does not parse
 * reads as a form without fields: the form's checks then say what is missing.
 */
export async function readPublicFormBody(request: Request, kind: RequestBodyKind = "form"): Promise<FormData | null> {
  try {
    return await readFormBody(request, kind);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    if (error instanceof MalformedFormError) return new FormData();
    throw error;
  }
}

async function readAtMost(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
