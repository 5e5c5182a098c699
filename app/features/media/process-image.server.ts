import { createHash } from "node:crypto";

import sharp, { type Sharp } from "sharp";

import { variantFormats, widthsForImage, type VariantFormat } from "./image-variants";

/*
 * An uploaded image, checked and turned into the variants the site serves. The file's name
 * and declared type are never trusted: its content decides. Every variant is decoded and
 * re-encoded, auto-oriented and stripped of metadata (EXIF, with any GPS position, XMP,
 * IPTC, comments); only the sRGB colour space is kept, which browsers assume anyway.
 */

/** The publishing issue's limit on an uploaded file. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Decompression bombs: a small file can declare a huge picture (a 100 KB PNG of 50,000 ×
 * 50,000 pixels would need 10 GB to decode). 50 megapixels admits the photos of today's
 * phones (48 MP) and cameras.
 */
const MAX_IMAGE_PIXELS = 50_000_000;

/*
 * Memory under load (the security review's N9: seven 49-megapixel uploads at once took the
 * server from 300 to 863 MB, and it stayed there). libvips keeps recent operations and their
 * pixels in a cache of its own (by default up to 50 MB and 100 operations, per process):
 * an upload never asks for the same operation twice, so the cache only holds memory. And
 * images are processed one at a time, process-wide (imageTurn below): each already uses
 * several threads, and seven at once decode seven pictures into memory at once.
 */
sharp.cache(false);

let imageTurn: Promise<unknown> = Promise.resolve();

/** Runs `work` once every image before it is done: one image in memory at a time. */
function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = imageTurn.then(work);
  imageTurn = result.catch(() => undefined);
  return result;
}

/** sharp's names of the accepted formats (AVIF is "heif" with AV1 compression). */
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "heif"]);

/** The field message when the file is refused; nothing is stored. */
export class ImageRejectedError extends Error {
  override name = "ImageRejectedError";
}

export const imageMessages = {
  empty: "Choose an image file.",
  tooLarge: "The image is larger than 10 MB. Choose a smaller file.",
  notAnImage: "This file is not an image we accept. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
  tooManyPixels: "The image has too many pixels (at most 50 megapixels). Choose a smaller image.",
  unreadable: "This image could not be read: the file may be damaged. Try exporting it again.",
} as const;

interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** SHA-256 of the uploaded file, hex: the same file uploaded twice is one image. */
  id: string;
  /** The upload's format by its content: jpeg, png, webp, avif or gif. */
  sourceFormat: string;
  /** The size of the picture as it is shown (after auto-orientation). */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** SHA-256 of the file, hex. */
export function contentHash(file: Uint8Array): string {
  return createHash("sha256").update(file).digest("hex");
}

/**
 * AVIF's encoder is slow: at its default effort a 1600 px variant took seconds of CPU on a
 * 2-core machine. Effort 2 keeps an upload to about a second per
 * variant with files still well under WebP's.
 */
const encoders: Record<VariantFormat, (pipeline: Sharp) => Sharp> = {
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 2 }),
  webp: (pipeline) => pipeline.webp({ quality: 78, effort: 4 }),
  // JPEG has no transparency: transparent areas become white rather than black.
  jpeg: (pipeline) => pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
};

async function readHeader(file: Uint8Array) {
  try {
    // The header only: the pixel limit is checked below, with a message of its own.
    return await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(imageMessages.notAnImage);
  }
}

/**
 * Checks the file and makes every variant; throws ImageRejectedError with the field message.
 * Uploads wait for their turn (oneImageAtATime); the cheap refusals do not.
 */
export async function processImage(file: Uint8Array): Promise<ProcessedImage> {
  if (file.byteLength === 0) throw new ImageRejectedError(imageMessages.empty);
  if (file.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError(imageMessages.tooLarge);
  return oneImageAtATime(() => checkAndEncode(file));
}

async function checkAndEncode(file: Uint8Array): Promise<ProcessedImage> {
  const header = await readHeader(file);
  if (!acceptedFormats.has(header.format)) throw new ImageRejectedError(imageMessages.notAnImage);
  // HEIF with HEVC compression (an iPhone's HEIC) is not AVIF, and browsers do not show it.
  if (header.format === "heif" && header.compression !== "av1") throw new ImageRejectedError(imageMessages.notAnImage);
  // A GIF's height in the header is one frame's; only the first frame is used.
  if (header.width * (header.pageHeight ?? header.height) > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError(imageMessages.tooManyPixels);
  }

  const { width, height } = header.autoOrient;
  const source = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", autoOrient: true, pages: 1 });
  const variants: ImageVariant[] = [];
  try {
    // One at a time: each encode already uses several threads, and uploads must leave the
    // thread pool to the requests that read pages and the database meanwhile.
    for (const variantWidth of widthsForImage(width)) {
      const resized = source.clone().resize({ width: variantWidth, withoutEnlargement: true });
      for (const format of variantFormats) {
        const { data, info } = await encoders[format](resized.clone()).toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, data });
      }
    }
  } catch {
    throw new ImageRejectedError(imageMessages.unreadable);
  }
  return {
    id: contentHash(file),
    sourceFormat: header.format === "heif" ? "avif" : header.format,
    width,
    height,
    variants,
  };
}
