/*
 * A form post read with a size limit (DECISIONS, Publishing: 12 MB for the post form, which
 * carries the image upload). request.formData() would read any size into memory: this
 * refuses a declared Content-Length over the limit before reading, and stops reading a body
 * that grows past it (a chunked upload declares none).
 */

export const POST_FORM_MAX_BYTES = 12 * 1024 * 1024;

/** A 413 response the action throws; nothing has been written. */
function tooLarge(maxBytes: number): Response {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return Response.json({ error: `The form is larger than ${megabytes} MB. Choose a smaller image.` }, { status: 413 });
}

export async function readFormDataWithin(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return request.formData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // The same request with its body in memory: formData() parses it as the browser sent it.
  return new Request(request.url, { method: request.method, headers: request.headers, body }).formData();
}
