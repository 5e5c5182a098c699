/** The compressed forms the server keeps of what it sends (pages, scripts, stylesheets). */
export type ContentCoding = "br" | "gzip";

/** Best first when the client likes them equally: Brotli is the smaller. */
const preferenceOrder: readonly ContentCoding[] = ["br", "gzip"];

/** The q-value an Accept-Encoding header gives `coding` (0: not acceptable; "*" counts). */
export function acceptedQuality(acceptEncoding: string | undefined, coding: ContentCoding): number {
  if (!acceptEncoding) return 0;
  const aliases = coding === "gzip" ? ["gzip", "x-gzip"] : [coding];
  let wildcard = 0;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const qParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const quality = qParameter === undefined ? 1 : Number(qParameter.slice(2)) || 0;
    if (aliases.includes(name)) return quality;
    if (name === "*") wildcard = quality;
  }
  return wildcard;
}

/**
 * Which of the `available` codings to send: the one the client rates highest, Brotli on a
 * tie; undefined means the identity body (nothing acceptable is available).
 */
export function chooseContentCoding(
  acceptEncoding: string | undefined,
  available: (coding: ContentCoding) => boolean,
): ContentCoding | undefined {
  let chosen: ContentCoding | undefined;
  let chosenQuality = 0;
  for (const coding of preferenceOrder) {
    const quality = acceptedQuality(acceptEncoding, coding);
    if (quality > chosenQuality && available(coding)) {
      chosen = coding;
      chosenQuality = quality;
    }
  }
  return chosen;
}
