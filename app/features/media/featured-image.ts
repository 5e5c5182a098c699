import { variantHeight, variantPath, variantSrcSet, widthsForImage } from "./image-variants";

/**
 * A post's featured image as the public pages receive it: an uploaded one (served in
 * several sizes and formats from /media) or an address on another site (as it is).
 */
export type FeaturedImage =
  | { kind: "upload"; id: string; width: number; height: number; alt: string }
  | { kind: "external"; src: string; alt: string };

/** The sources of an uploaded image's <picture>, and the size of its largest variant. */
export function pictureSources(image: { id: string; width: number; height: number }) {
  const widths = widthsForImage(image.width);
  const largest = widths[widths.length - 1]!;
  // The JPEG closest to a typical screen's need, for browsers that ignore srcset.
  const fallbackWidth = widths.find((width) => width >= 960) ?? largest;
  return {
    avif: variantSrcSet(image, "avif"),
    webp: variantSrcSet(image, "webp"),
    jpeg: variantSrcSet(image, "jpeg"),
    src: variantPath(image.id, fallbackWidth, "jpeg"),
    width: largest,
    height: variantHeight(image, largest),
  };
}

/** The image link previews and feed readers get: absolute, JPEG (every crawler reads it), with its size. */
export function shareImage(
  image: FeaturedImage | null,
  publicUrl: string,
): { url: string; width?: number; height?: number; alt: string } | null {
  if (!image) return null;
  if (image.kind === "external") return { url: image.src, alt: image.alt };
  const { width, height } = pictureSources(image);
  return { url: `${publicUrl}${variantPath(image.id, width, "jpeg")}`, width, height, alt: image.alt };
}
