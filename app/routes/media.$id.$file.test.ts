import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";

import { storeUploadedImage, type Media } from "~/features/media/media.server";

import { testImage } from "../../tests/support/images";
import { describeEachEngine } from "../../tests/support/test-database";
import { loader } from "./media.$id.$file";

function get(path: string, headers: Record<string, string> = {}) {
  const [, , id, file] = path.split("/");
  return loader({
    params: { id: id!, file: file! },
    request: new Request(`http://localhost${path}`, { headers }),
    context: {},
  } as never);
}

let upload: Buffer;
beforeAll(async () => {
  upload = await testImage("jpeg", { width: 600, height: 400, gps: true });
});

describeEachEngine("GET /media/<id>/<file>", () => {
  let image: Media;

  it.each([
    ["480.avif", "image/avif", "heif"],
    ["480.webp", "image/webp", "webp"],
    ["600.jpg", "image/jpeg", "jpeg"],
  ])("serves %s with its type, immutable caching and an ETag", async (file, contentType, sharpFormat) => {
    image = await storeUploadedImage({ bytes: upload, fileName: "dock.jpg" });
    const response = await get(`/media/${image.id}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(contentType);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}-.+"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe(sharpFormat);
    // No EXIF, so no GPS position, in what the site serves.
    expect(meta.exif).toBeUndefined();
  });

  it("answers 304 to a request carrying its ETag", async () => {
    image = await storeUploadedImage({ bytes: upload, fileName: "dock.jpg" });
    const first = await get(`/media/${image.id}/480.webp`);
    const etag = first.headers.get("ETag")!;
    const again = await get(`/media/${image.id}/480.webp`, { "If-None-Match": `W/${etag}, "other"` });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await again.text()).toBe("");
  });

  it("answers 404 for a variant that was not made, an unknown image and malformed names", async () => {
    image = await storeUploadedImage({ bytes: upload, fileName: "dock.jpg" });
    for (const path of [
      `/media/${image.id}/960.webp`,
      `/media/${image.id}/480.png`,
      `/media/${image.id}/480.jpeg`,
      `/media/${image.id}/0480.webp`,
      `/media/${"0".repeat(64)}/480.webp`,
      `/media/${image.id.toUpperCase()}/480.webp`,
      "/media/..%2F..%2Fetc/passwd",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });
});
