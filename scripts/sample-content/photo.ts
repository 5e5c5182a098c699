import sharp from "sharp";

/**
 * A photo-like JPEG, 2000 × 1333 as a phone or camera gives (noise and gradients: a flat
 * picture would compress far better than a real photo), different for each `seed`.
 */
export async function samplePhoto(seed: number): Promise<Buffer> {
  const width = 2000;
  const height = 1333;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const noise = (state >>> 24) / 8;
      const i = (y * width + x) * 3;
      pixels[i] = (40 + (x * 150) / width + seed * 17 + noise) & 255;
      pixels[i + 1] = (60 + (y * 120) / height + noise) & 255;
      pixels[i + 2] = (90 + Math.sin((x + y + seed * 50) / 90) * 60 + noise) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}
