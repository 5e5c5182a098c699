import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

import { pixelBombPng, testImage, type TestImageFormat } from "../../../tests/support/images";
import { variantHeight, widthsForImage } from "./image-variants";
import { contentHash, imageMessages, ImageRejectedError, MAX_IMAGE_BYTES, processImage } from "./process-image.server";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../..", import.meta.url));
const processImageModule = fileURLToPath(new URL("./process-image.server.ts", import.meta.url));

const sharpFormatOf: Record<string, string> = { avif: "heif", webp: "webp", jpeg: "jpeg" };

async function rejection(file: Uint8Array): Promise<string> {
  const error = await processImage(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as Error).message;
}

describe("processImage", () => {
  it.each<TestImageFormat>(["jpeg", "png", "webp", "avif", "gif"])(
    "accepts %s and makes AVIF, WebP and JPEG variants",
    async (format) => {
      const upload = await testImage(format, { width: 600, height: 400 });
      const image = await processImage(upload);
      expect(image.id).toBe(contentHash(upload));
      expect(image.id).toMatch(/^[0-9a-f]{64}$/);
      expect(image.sourceFormat).toBe(format);
      expect({ width: image.width, height: image.height }).toEqual({ width: 600, height: 400 });
      // 600 px wide: 480 and its own width, never enlarged to 960 or 1600.
      expect(image.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
        "480x320.avif",
        "480x320.webp",
        "480x320.jpeg",
        "600x400.avif",
        "600x400.webp",
        "600x400.jpeg",
      ]);
      for (const variant of image.variants) {
        const meta = await sharp(variant.data).metadata();
        expect(meta.format, `${variant.format}`).toBe(sharpFormatOf[variant.format]);
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      }
    },
  );

  it("makes 480, 960 and 1600 px variants of a large image, heights as the pages compute them", async () => {
    const image = await processImage(await testImage("jpeg", { width: 2000, height: 1333 }));
    expect([...new Set(image.variants.map((v) => v.width))]).toEqual([480, 960, 1600]);
    expect(widthsForImage(image.width)).toEqual([480, 960, 1600]);
    for (const variant of image.variants) expect(variant.height).toBe(variantHeight(image, variant.width));
  });

  it("never enlarges a small image: one variant per format at its own width", async () => {
    const image = await processImage(await testImage("png", { width: 300, height: 200 }));
    expect(image.variants.map((v) => `${v.width}.${v.format}`)).toEqual(["300.avif", "300.webp", "300.jpeg"]);
  });

  it("turns the picture upright by its EXIF orientation", async () => {
    // Stored 640 × 360 with "turn a quarter clockwise": shown 360 × 640.
    const image = await processImage(await testImage("jpeg", { width: 640, height: 360, orientation: 6 }));
    expect({ width: image.width, height: image.height }).toEqual({ width: 360, height: 640 });
    const variant = image.variants.find((v) => v.format === "jpeg")!;
    const meta = await sharp(variant.data).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([360, 640, 1]);
  });

  it("strips the EXIF (GPS position, camera) and every other metadata from every variant", async () => {
    const upload = await testImage("jpeg", { width: 700, height: 400, gps: true });
    const uploaded = await sharp(upload).metadata();
    // The upload does carry a GPS block (tag 0x8825, little-endian) and the camera's make.
    expect(uploaded.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(upload.includes("TestPhoneMaker")).toBe(true);

    const image = await processImage(upload);
    expect(image.variants).toHaveLength(6); // 480 and 700 px, three formats each
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      const label = `${variant.width}.${variant.format}`;
      expect(meta.exif, label).toBeUndefined();
      expect(meta.xmp, label).toBeUndefined();
      expect(meta.iptc, label).toBeUndefined();
      expect(variant.data.includes("TestPhoneMaker"), label).toBe(false);
      expect(variant.data.includes("Exif\0\0"), label).toBe(false);
    }
  });

  it("gives transparent areas a white background in JPEG", async () => {
    const image = await processImage(await testImage("png", { width: 100, height: 50, alpha: true }));
    const jpeg = image.variants.find((v) => v.format === "jpeg")!;
    const { data } = await sharp(jpeg.data)
      .extract({ left: 90, top: 25, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((channel) => channel > 240)).toBe(true);
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    expect(await rejection(Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"))).toBe(
      imageMessages.notAnImage,
    );
    expect(await rejection(Buffer.from("MZ\x90\x00 an executable renamed photo.jpg"))).toBe(imageMessages.notAnImage);
    expect(await rejection(Buffer.from("<html><script>alert(1)</script></html>"))).toBe(imageMessages.notAnImage);
  });

  it("refuses images in formats it does not accept (SVG, TIFF)", async () => {
    expect(
      await rejection(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      ),
    ).toBe(imageMessages.notAnImage);
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    expect(await rejection(tiff)).toBe(imageMessages.notAnImage);
  });

  it("refuses a decompression bomb by its declared size, before decoding it", async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(2048);
    const started = performance.now();
    expect(await rejection(bomb)).toBe(imageMessages.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(2000);
    // Just over 50 megapixels is refused too.
    expect(await rejection(pixelBombPng(10_000, 5_001))).toBe(imageMessages.tooManyPixels);
  });

  it("refuses an empty file, one over 10 MB, and a damaged image", async () => {
    expect(await rejection(Buffer.alloc(0))).toBe(imageMessages.empty);
    expect(await rejection(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toBe(imageMessages.tooLarge);
    const jpeg = await testImage("jpeg", { width: 200, height: 100 });
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe(imageMessages.unreadable);
  });

  it("processes one image at a time", async () => {
    const uploads = await Promise.all([0, 1, 2].map((i) => testImage("png", { width: 1800 + i * 10, height: 1200 })));
    // Encodes in flight, counted around sharp's own toBuffer (its process-wide counters lag
    // behind the promises: an encode that has resolved may still count as running).
    const prototype = (sharp as unknown as { prototype: { toBuffer: (...args: unknown[]) => Promise<unknown> } })
      .prototype;
    const toBuffer = prototype.toBuffer;
    let running = 0;
    let busiest = 0;
    const spy = vi.spyOn(prototype, "toBuffer").mockImplementation(function (this: unknown, ...args: unknown[]) {
      busiest = Math.max(busiest, ++running);
      const encoded = toBuffer.apply(this, args);
      void encoded.finally(() => running--).catch(() => {});
      return encoded;
    });
    const started = Date.now();
    const finished: number[] = [];
    try {
      await Promise.all(uploads.map((upload) => processImage(upload).then(() => finished.push(Date.now() - started))));
    } finally {
      spy.mockRestore();
    }
    expect(busiest).toBe(1);
    expect(finished).toHaveLength(3);
  });

  it("keeps no libvips cache between images", async () => {
    // In a process of its own: libvips' cache is process-wide, and sharp resets it to its
    // defaults each time its module is loaded, which the other test files' threads do.
    const code = `
      const sharp = (await import("sharp")).default;
      const { processImage } = await import(${JSON.stringify(processImageModule)});
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#369" } }).png().toBuffer();
      await processImage(png);
      await processImage(png);
      console.log(JSON.stringify(sharp.cache()));`;
    const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
      cwd: root,
    });
    expect(JSON.parse(stdout)).toMatchObject({ memory: { current: 0, max: 0 }, items: { current: 0, max: 0 } });
  });
});
