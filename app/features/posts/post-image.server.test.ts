import { count } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { getMedia, storeUploadedImage } from "~/features/media/media.server";
import { imageMessages } from "~/features/media/process-image.server";
import { getDb } from "~/platform/db/client.server";
import { media } from "~/platform/db/schema";

import { testImage } from "../../../tests/support/images";
import { describeEachEngine } from "../../../tests/support/test-database";
import { resolveFeaturedImage } from "./post-image.server";
import { createPost } from "./post.server";

let photo: Buffer;
beforeAll(async () => {
  photo = await testImage("jpeg", { width: 500, height: 300 });
});

function form(file?: File) {
  const data = new FormData();
  if (file) data.set("featuredImage", file);
  return data;
}

const none = { featuredMediaId: null, removeImage: false, featuredImageUrl: null };
const http = { httpsSite: false };
const mediaCount = async () => (await getDb().select({ value: count() }).from(media))[0]!.value;

describeEachEngine("resolveFeaturedImage", () => {
  it("stores an uploaded file and uses it", async () => {
    const result = await resolveFeaturedImage(
      form(new File([new Uint8Array(photo)], "dock.jpg", { type: "image/jpeg" })),
      none,
      http,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.image.featuredMediaId).toMatch(/^[0-9a-f]{64}$/);
    expect((await getMedia(result.image.featuredMediaId!))!.fileName).toBe("dock.jpg");
  });

  it("refuses a renamed non-image with a field message and stores nothing", async () => {
    const result = await resolveFeaturedImage(
      form(new File(["%PDF-1.7 not a photo"], "photo.jpg", { type: "image/jpeg" })),
      none,
      http,
    );
    expect(result).toEqual({ ok: false, fieldErrors: { featuredImage: imageMessages.notAnImage } });
    expect(await mediaCount()).toBe(0);
  });

  it("discards a new upload when the save is refused afterwards, but never an image a post uses", async () => {
    const result = await resolveFeaturedImage(form(new File([new Uint8Array(photo)], "dock.jpg")), none, http);
    if (!result.ok) throw new Error("expected the upload to be accepted");
    await result.image.discard();
    expect(await mediaCount()).toBe(0);

    const kept = await storeUploadedImage({ bytes: photo, fileName: "dock.jpg" });
    await createPost({
      title: "T",
      slug: "",
      content: "c",
      excerpt: "e",
      featuredImageUrl: null,
      author: "a",
      isPublished: false,
      featuredMediaId: kept.id,
    });
    const again = await resolveFeaturedImage(form(new File([new Uint8Array(photo)], "same.jpg")), none, http);
    if (!again.ok) throw new Error("expected the upload to be accepted");
    await again.image.discard();
    expect(await getMedia(kept.id)).not.toBeNull();
  });

  it("keeps a chosen library image, and refuses one that is gone", async () => {
    const stored = await storeUploadedImage({ bytes: photo, fileName: "dock.jpg" });
    const chosen = await resolveFeaturedImage(form(), { ...none, featuredMediaId: stored.id }, http);
    expect(chosen.ok && chosen.image.featuredMediaId).toBe(stored.id);
    const gone = await resolveFeaturedImage(form(), { ...none, featuredMediaId: "0".repeat(64) }, http);
    expect(gone).toEqual({
      ok: false,
      fieldErrors: { featuredMediaId: "This image is no longer in the media library. Choose another one." },
    });
  });

  it("removes the image when 'Remove image' is ticked, whatever else was sent", async () => {
    const result = await resolveFeaturedImage(
      form(new File([new Uint8Array(photo)], "dock.jpg")),
      { featuredMediaId: "a".repeat(64), removeImage: true, featuredImageUrl: "https://x.example/a.jpg" },
      http,
    );
    expect(result.ok && [result.image.featuredMediaId, result.image.featuredImageUrl]).toEqual([null, null]);
    expect(await mediaCount()).toBe(0);
  });

  it("refuses an http image address on an https site", async () => {
    const result = await resolveFeaturedImage(
      form(),
      { ...none, featuredImageUrl: "http://img.example.com/a.jpg" },
      { httpsSite: true },
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: { featuredImageUrl: "Use an https address or upload the image" },
    });
    const onHttp = await resolveFeaturedImage(
      form(),
      { ...none, featuredImageUrl: "http://img.example.com/a.jpg" },
      http,
    );
    expect(onHttp.ok && onHttp.image.featuredImageUrl).toBe("http://img.example.com/a.jpg");
  });
});
