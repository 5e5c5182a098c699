import { useEffect, useRef, useState, type ReactNode } from "react";

import { AFTER_FIRST_PAINT } from "~/platform/document/after-first-paint";
import { HERO_ELEMENT_TIMING } from "~/platform/document/hero-image";

import { pictureSources, type FeaturedImage } from "./featured-image";

export interface FeaturedPictureProps {
  image: FeaturedImage;
  /** The width the image takes on the page at each screen width (the srcset's `sizes`). */
  sizes: string;
  /**
   * "hero": the page's main image (loaded first, fetchpriority high); "eager": in the first
   * screenful; "lazy": below the fold, loaded when scrolled near.
   */
  loading: "hero" | "eager" | "lazy";
  className?: string;
  /** What shows instead of an image on another site that fails to load. */
  fallback: ReactNode;
  /** The language of its description when it is not the page's ("en" for a post shown in English on /es). */
  altLang?: string;
  /** Fetched on a phone only once the page is on screen (app/platform/document/after-first-paint.ts). */
  afterFirstPaint?: boolean;
}

/**
 * A post's featured image. An upload is a <picture> of AVIF, WebP and JPEG in every width
 * made, so the browser takes the smallest file that fills the space; width and height are
 * the image's own, so the page never shifts while it loads.
 */
export function FeaturedPicture({
  image,
  sizes,
  loading,
  className,
  fallback,
  altLang,
  afterFirstPaint,
}: FeaturedPictureProps) {
  const imgProps = {
    alt: image.alt,
    lang: altLang,
    loading: loading === "lazy" ? ("lazy" as const) : ("eager" as const),
    fetchPriority: loading === "hero" ? ("high" as const) : undefined,
    decoding: loading === "hero" ? undefined : ("async" as const),
    // React passes the attribute through as written (its types do not know it yet).
    ...(loading === "hero" ? { elementtiming: HERO_ELEMENT_TIMING } : {}),
    ...(afterFirstPaint ? { [AFTER_FIRST_PAINT]: "" } : {}),
    className,
  };
  if (image.kind === "external") return <ExternalImage src={image.src} fallback={fallback} {...imgProps} />;
  const sources = pictureSources(image);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        srcSet={sources.jpeg}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        {...imgProps}
      />
    </picture>
  );
}

type ExternalImageProps = Omit<FeaturedPictureProps, "image" | "sizes" | "loading" | "altLang"> & {
  src: string;
  alt: string;
  lang?: string;
  loading: "lazy" | "eager";
  fetchPriority?: "high";
  decoding?: "async";
};

/**
 * An image on another site, which may be gone: then the fallback shows instead of a broken
 * image. An error before hydration is missed by React's onError (and the nonce CSP forbids
 * an inline onerror), so the image is also checked once React runs: loaded but with no size
 * means it failed.
 */
function ExternalImage({ src, fallback, ...props }: ExternalImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  if (failedSrc === src) return <>{fallback}</>;
  // An address's size is unknown: the 16:9 box the page gives it keeps the layout still.
  return <img ref={ref} src={src} width={1600} height={900} onError={() => setFailedSrc(src)} {...props} />;
}
