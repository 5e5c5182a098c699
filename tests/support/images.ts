import zlib from "node:zlib";

import sharp from "sharp";

/*
 * Small images made on the fly for the media tests (no binary fixtures in the repository).
 * A gradient rather than a flat colour, so that encoders and resizes have something to do.
 */

export type TestImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

function gradient(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
      if (alpha) pixels[i + 3] = x < width / 2 ? 255 : 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

export interface TestImageOptions {
  width?: number;
  height?: number;
  alpha?: boolean;
  /** The EXIF orientation tag (6: the camera was turned a quarter clockwise). */
  orientation?: number;
  /** Writes a GPS position and a camera make into the EXIF, as a phone does. */
  gps?: boolean;
}

/** The EXIF a phone writes: its make and where the photo was taken (Lake Charles, LA). */
export const testGpsExif = {
  IFD0: { Make: "TestPhoneMaker", Model: "TestPhone 12" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 13/1 36/1", GPSLongitudeRef: "W", GPSLongitude: "93/1 13/1 2/1" },
};

export async function testImage(format: TestImageFormat, options: TestImageOptions = {}): Promise<Buffer> {
  const { width = 640, height = 360, alpha = false, orientation, gps = false } = options;
  let image = gradient(width, height, alpha);
  if (orientation) image = image.withMetadata({ orientation });
  if (gps) image = orientation ? image.withExifMerge(testGpsExif) : image.withExif(testGpsExif);
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 90 }).toBuffer();
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp().toBuffer();
    case "avif":
      return image.avif({ effort: 0 }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
  }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares
 * `width` × `height` pixels (30,000 × 30,000 would take 2.7 GB to decode).
 */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = zlib.deflateSync(Buffer.alloc((1 + width * 3) * 4));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
