/*
 * Form posts with a size limit (body limits are per route, docs/security.md: 64 KB for ordinary
 * form posts). The body is read only up to the limit, whatever Content-Length says (a chunked
 * body declares none), so an oversized post costs no more memory than the limit.
 */

export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

async function readWithin(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array[] | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
}

/**
 * The posted form, or null when its body is larger than `maxBytes`. A body that is not a form
 * at all reads as an empty form: the route's own checks then say what is missing.
 */
export async function readFormWithin(request: Request, maxBytes = FORM_BODY_LIMIT_BYTES): Promise<FormData | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return new FormData();
  const chunks = await readWithin(request.body, maxBytes);
  if (!chunks) return null;
  const copy = new Response(Buffer.concat(chunks), {
    headers: { "Content-Type": request.headers.get("content-type") ?? "" },
  });
  return copy.formData().catch(() => new FormData());
}
