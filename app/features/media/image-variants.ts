/*
 * The variants every uploaded image is stored in, and their addresses. Shared by the server
 * (which makes and serves them) and the pages (which list them in srcset), so that both
 * agree without asking the database which variants exist.
 */

/** The widths of the variants; an image narrower than one is never enlarged to it. */
const variantWidths = [480, 960, 1600] as const;

/** In the order a <picture> offers them: the smallest files first, JPEG as the fallback. */
export const variantFormats = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof variantFormats)[number];

export const variantContentTypes: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

const fileExtensions: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** A media id is the SHA-256 of the uploaded file, in lower-case hex. */
export const mediaIdPattern = /^[0-9a-f]{64}$/;

/**
 * The widths made for an image `originalWidth` pixels wide: each standard width it reaches,
 * and its own width when that is between two of them (a 1200 px photo: 480, 960, 1200).
 */
export function widthsForImage(originalWidth: number): number[] {
  const widths: number[] = variantWidths.filter((width) => width <= originalWidth);
  const largest = variantWidths[variantWidths.length - 1]!;
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/** The height of the variant `width` wide, as the resize makes it (rounded to the nearest pixel). */
export function variantHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

export function variantPath(mediaId: string, width: number, format: VariantFormat): string {
  return `/media/${mediaId}/${width}.${fileExtensions[format]}`;
}

/** The variant a /media file name names ("960.webp"), or null for any other name. */
export function parseVariantFileName(fileName: string): { width: number; format: VariantFormat } | null {
  const match = /^([1-9][0-9]{0,4})\.(avif|webp|jpg)$/.exec(fileName);
  if (!match) return null;
  const format = variantFormats.find((f) => fileExtensions[f] === match[2])!;
  return { width: Number(match[1]), format };
}

/** srcset for one format: every variant of the image, e.g. "/media/…/480.webp 480w, …". */
export function variantSrcSet(image: { id: string; width: number }, format: VariantFormat): string {
  return widthsForImage(image.width)
    .map((width) => `${variantPath(image.id, width, format)} ${width}w`)
    .join(", ");
}

/** The smallest JPEG of an image, for the admin's thumbnails. */
export function thumbnailPath(image: { id: string; width: number }): string {
  return variantPath(image.id, widthsForImage(image.width)[0]!, "jpeg");
}
