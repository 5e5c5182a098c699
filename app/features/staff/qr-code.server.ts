import { encode } from "uqr";

/** A QR code as one SVG path: `size` modules square (quiet zone included), one unit per module. */
export interface QrCodeShape {
  size: number;
  path: string;
}

/**
 * Encodes `text` (an otpauth:// URI) on the server; the page draws it as inline SVG, so no
 * script, image request or third-party service ever sees the secret. Dark modules of a row
 * are merged into runs, which keeps the path short.
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join("") };
}
