import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";

import { createPost, postStore } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts, media, mediaVariants } from "~/platform/db/schema";

import { testImage } from "../../../tests/support/images";
import { describeEachEngine } from "../../../tests/support/test-database";
import {
  deleteMedia,
  getMedia,
  getMediaVariant,
  listMediaLibrary,
  MediaInUseError,
  storeUploadedImage,
} from "./media.server";
import { contentHash, ImageRejectedError } from "./process-image.server";

let photo: Buffer;
let other: Buffer;
beforeAll(async () => {
  photo = await testImage("jpeg", { width: 600, height: 400, gps: true });
  other = await testImage("png", { width: 300, height: 300 });
});

async function postWithImage(title: string, mediaId: string) {
  const post = await createPost({
    title,
    slug: "",
    content: "Text",
    excerpt: "Excerpt",
    featuredImageUrl: null,
    author: "Staff",
    isPublished: true,
  });
  await getDb().update(blogPosts).set({ featuredMediaId: mediaId }).where(eq(blogPosts.id, post.id));
  return post;
}

describeEachEngine("media", () => {
  it("stores an upload under its content hash with every variant", async () => {
    const stored = await storeUploadedImage({ bytes: photo, fileName: "C:\\Users\\me\\Pictures\\dock.jpg" });
    expect(stored).toMatchObject({
      id: contentHash(photo),
      fileName: "dock.jpg",
      sourceFormat: "jpeg",
      byteSize: photo.length,
      width: 600,
      height: 400,
    });
    const variants = await getDb()
      .select({ width: mediaVariants.width, format: mediaVariants.format })
      .from(mediaVariants);
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual([
      "480.avif",
      "480.jpeg",
      "480.webp",
      "600.avif",
      "600.jpeg",
      "600.webp",
    ]);

    const webp = await getMediaVariant(stored.id, 480, "webp");
    expect(webp!.contentType).toBe("image/webp");
    expect(Buffer.isBuffer(webp!.data)).toBe(true);
    const meta = await sharp(webp!.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 480, 320, undefined]);
    expect(await getMediaVariant(stored.id, 960, "webp")).toBeNull();
  });

  it("keeps one image when the same file is uploaded twice", async () => {
    const first = await storeUploadedImage({ bytes: photo, fileName: "a.jpg" });
    const second = await storeUploadedImage({ bytes: photo, fileName: "b.jpg" });
    expect(second.id).toBe(first.id);
    expect(second.fileName).toBe("a.jpg");
    const [row] = await getDb().select({ value: count() }).from(media);
    expect(row!.value).toBe(1);
  });

  it("writes nothing for a file that is not an image", async () => {
    await expect(
      storeUploadedImage({ bytes: Buffer.from("not an image at all"), fileName: "photo.jpg" }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    const [row] = await getDb().select({ value: count() }).from(media);
    expect(row!.value).toBe(0);
  });

  it("lists the library newest first with sizes and the posts using each image", async () => {
    const used = await storeUploadedImage({ bytes: photo, fileName: "dock.jpg" });
    const unused = await storeUploadedImage({ bytes: other, fileName: "logo.png" });
    await getDb()
      .update(media)
      .set({ createdAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(media.id, used.id));
    await postWithImage("Dock Jobs", used.id);
    await postWithImage("A Second Post", used.id);
    const library = await listMediaLibrary();
    expect(library.map((item) => item.fileName)).toEqual(["logo.png", "dock.jpg"]);
    expect(library[0]!.usedBy).toEqual([]);
    expect(library[1]!.usedBy.map((post) => post.title)).toEqual(["A Second Post", "Dock Jobs"]);
    expect(library[1]!.storedBytes).toBeGreaterThan(1000);
    expect(library[0]!.id).toBe(unused.id);
  });

  it("deletes an unused image with its variants", async () => {
    const stored = await storeUploadedImage({ bytes: other, fileName: "logo.png" });
    expect(await deleteMedia(stored.id)).toBe(true);
    expect(await getMedia(stored.id)).toBeNull();
    const [row] = await getDb().select({ value: count() }).from(mediaVariants);
    expect(row!.value).toBe(0);
    expect(await deleteMedia(stored.id)).toBe(false);
  });

  it("refuses to delete an image a post uses, naming the posts, and deletes nothing", async () => {
    const stored = await storeUploadedImage({ bytes: photo, fileName: "dock.jpg" });
    await postWithImage("Dock Jobs", stored.id);
    const error = await deleteMedia(stored.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaInUseError);
    expect((error as MediaInUseError).message).toBe(
      'This image is used by "Dock Jobs". Choose another image for that post first.',
    );
    expect(await getMedia(stored.id)).not.toBeNull();
    expect(await getMediaVariant(stored.id, 480, "avif")).not.toBeNull();
  });

  it("names a post in the Trash as such: it keeps its image until it is deleted forever", async () => {
    const stored = await storeUploadedImage({ bytes: photo, fileName: "dock.jpg" });
    const binned = await postWithImage("Old Fair", stored.id);
    await postStore.trash(binned.id);
    expect((await listMediaLibrary())[0]!.usedBy).toEqual([{ id: binned.id, title: "Old Fair", inTrash: true }]);
    const alone = await deleteMedia(stored.id).catch((e: unknown) => e);
    expect((alone as MediaInUseError).message).toBe(
      'This image is used by "Old Fair" (in the Trash). Delete the post in the Trash forever first.',
    );
    await postWithImage("Dock Jobs", stored.id);
    const both = await deleteMedia(stored.id).catch((e: unknown) => e);
    expect((both as MediaInUseError).message).toBe(
      'This image is used by "Dock Jobs", "Old Fair" (in the Trash). Choose another image for that post and delete the post in the Trash forever first.',
    );
    await postStore.deleteForever(binned.id);
    expect((await listMediaLibrary())[0]!.usedBy.map((post) => post.title)).toEqual(["Dock Jobs"]);
  });

  it("keeps an image in use even when deleted directly in the database (the foreign key)", async () => {
    const stored = await storeUploadedImage({ bytes: photo, fileName: "dock.jpg" });
    await postWithImage("Dock Jobs", stored.id);
    await expect(getDb().delete(media).where(eq(media.id, stored.id))).rejects.toThrow();
  });
});
