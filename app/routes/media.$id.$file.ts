import { mediaIdPattern, parseVariantFileName } from "~/features/media/image-variants";
import { getMediaVariant } from "~/features/media/media.server";
import { plainTextRefusal } from "~/platform/http/plain-text-refusal";

import type { Route } from "./+types/media.$id.$file";

/** An image's address names its content (the SHA-256 of the upload): what it serves never changes. */
const immutableCacheControl = "public, max-age=31536000, immutable";

function notFound() {
  return plainTextRefusal(404, "Not found");
}

/** GET /media/<id>/<width>.<avif|webp|jpg>: one variant of an uploaded image. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const variant = parseVariantFileName(params.file);
  if (!mediaIdPattern.test(params.id) || !variant) return notFound();
  // Strong: the bytes behind this address never change.
  const etag = `"${params.id.slice(0, 32)}-${params.file}"`;
  // X-Content-Type-Options: nosniff and Cross-Origin-Resource-Policy: cross-origin come with
  // every /media response from the server (app/platform/http/security-headers.server.ts).
  const headers = new Headers({ "Cache-Control": immutableCacheControl, ETag: etag });
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const file = await getMediaVariant(params.id, variant.width, variant.format);
  if (!file) return notFound();
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Length", String(file.data.byteLength));
  return new Response(new Uint8Array(file.data), { status: 200, headers });
}
