import { count } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { createPost } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { media } from "~/platform/db/schema";

import { testImage } from "../../../tests/support/images";
import { describeEachEngine } from "../../../tests/support/test-database";
import { performMediaAction } from "./media-actions.server";
import { getMedia, storeUploadedImage } from "./media.server";
import { imageMessages } from "./process-image.server";

let photo: Buffer;
beforeAll(async () => {
  photo = await testImage("webp", { width: 400, height: 300 });
});

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return new Request("http://localhost/admin/media", { method: "POST", body: data });
}

const mediaCount = async () => (await getDb().select({ value: count() }).from(media))[0]!.value;

describeEachEngine("media library actions", () => {
  it("uploads an image", async () => {
    expect(
      await performMediaAction(form({ intent: "upload", file: new File([new Uint8Array(photo)], "crew.webp") })),
    ).toEqual({ ok: true, message: "Uploaded crew.webp." });
    expect(await mediaCount()).toBe(1);
  });

  it("refuses a renamed non-image, writing nothing", async () => {
    const result = await performMediaAction(
      form({ intent: "upload", file: new File(["GIF89a? no, a text file"], "photo.gif") }),
    );
    expect(result).toEqual({ ok: false, error: imageMessages.notAnImage, status: 400 });
    expect(await mediaCount()).toBe(0);
  });

  it("deletes an unused image", async () => {
    const image = await storeUploadedImage({ bytes: photo, fileName: "crew.webp" });
    expect(await performMediaAction(form({ intent: "delete", id: image.id }))).toEqual({
      ok: true,
      message: "Image deleted.",
    });
    expect(await getMedia(image.id)).toBeNull();
    expect(await performMediaAction(form({ intent: "delete", id: image.id }))).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("refuses to delete an image in use, naming the posts", async () => {
    const image = await storeUploadedImage({ bytes: photo, fileName: "crew.webp" });
    for (const title of ["Dock Jobs", "Crew of the Month"]) {
      await createPost({
        title,
        slug: "",
        content: "c",
        excerpt: "e",
        featuredImageUrl: null,
        author: "a",
        isPublished: true,
        featuredMediaId: image.id,
      });
    }
    expect(await performMediaAction(form({ intent: "delete", id: image.id }))).toEqual({
      ok: false,
      status: 409,
      error: 'This image is used by "Crew of the Month", "Dock Jobs". Choose another image for those posts first.',
    });
    expect(await getMedia(image.id)).not.toBeNull();
  });

  it("refuses a form over 12 MB with 413, storing nothing", async () => {
    const huge = new File([new Uint8Array(12 * 1024 * 1024 + 1)], "huge.jpg");
    expect(await performMediaAction(form({ intent: "upload", file: huge }))).toEqual({
      ok: false,
      error: "The form is larger than 12 MB.",
      status: 413,
    });
    expect(await mediaCount()).toBe(0);
  });

  it("answers an unknown intent with 400", async () => {
    expect(await performMediaAction(form({ intent: "rename" }))).toMatchObject({ ok: false, status: 400 });
  });
});
