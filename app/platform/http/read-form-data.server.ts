/*
 * A form post read with a size limit (docs/security.md: body limits are per route, 64 KB
 * for ordinary form posts, 12 MB for the post form, which carries the image upload).
 * request.formData() would read any size into memory: this refuses a declared
 * Content-Length over the limit before reading, and stops reading a body that grows past it
 * (a chunked upload declares none).
 */

/** Ordinary admin forms (an FAQ: at most 10,000 characters of answer). */
export const FORM_MAX_BYTES = 64 * 1024;
/** The post form and the media library: a 10 MB image and the post's text. */
export const UPLOAD_FORM_MAX_BYTES = 12 * 1024 * 1024;

/** "64 KB", "12 MB". */
function sizeName(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The body is over the route's limit (413); nothing has been written. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  readonly status = 413;
  constructor(maxBytes: number) {
    super(`The form is larger than ${sizeName(maxBytes)}.`);
  }
}

/** The body is not a form at all (400). */
export class MalformedFormError extends Error {
  override name = "MalformedFormError";
  readonly status = 400;
  constructor() {
    super("The form could not be read. Reload the page and try again.");
  }
}

/** The form of a POST, or BodyTooLargeError / MalformedFormError. */
export async function readFormDataWithin(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const body = request.body ? await readAtMost(request.body, maxBytes) : null;
  // The same request with its body in memory: formData() parses it as the browser sent it.
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body });
  try {
    return await copy.formData();
  } catch {
    throw new MalformedFormError();
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
      await reader.cancel();
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

/** The answer of a route that reads its form with readFormDataWithin, for the errors it throws; null for any other error. */
export function formReadRefusal(error: unknown): Response | null {
  if (error instanceof BodyTooLargeError || error instanceof MalformedFormError) {
    return Response.json({ error: error.message }, { status: error.status });
  }
  return null;
}
