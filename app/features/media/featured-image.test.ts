import { describe, expect, it } from "vitest";

import { pictureSources, shareImage } from "./featured-image";

const id = "a".repeat(64);

describe("pictureSources", () => {
  it("lists every variant per format, with the largest variant's size", () => {
    const sources = pictureSources({ id, width: 2400, height: 1600 });
    expect(sources.avif).toBe(`/media/${id}/480.avif 480w, /media/${id}/960.avif 960w, /media/${id}/1600.avif 1600w`);
    expect(sources.webp).toBe(`/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1600w`);
    expect(sources.jpeg).toBe(`/media/${id}/480.jpg 480w, /media/${id}/960.jpg 960w, /media/${id}/1600.jpg 1600w`);
    expect(sources.src).toBe(`/media/${id}/960.jpg`);
    expect([sources.width, sources.height]).toEqual([1600, 1067]);
  });

  it("offers a small image at its own width only", () => {
    const sources = pictureSources({ id, width: 300, height: 200 });
    expect(sources.webp).toBe(`/media/${id}/300.webp 300w`);
    expect(sources.src).toBe(`/media/${id}/300.jpg`);
    expect([sources.width, sources.height]).toEqual([300, 200]);
  });
});

describe("shareImage", () => {
  it("gives the largest JPEG of an upload, absolute, with its size and description", () => {
    expect(
      shareImage({ kind: "upload", id, width: 1200, height: 675, alt: "Dock" }, "https://www.example.com"),
    ).toEqual({
      url: `https://www.example.com/media/${id}/1200.jpg`,
      width: 1200,
      height: 675,
      alt: "Dock",
    });
  });

  it("gives an image address as it is, and nothing without an image", () => {
    expect(
      shareImage({ kind: "external", src: "https://img.example.com/a.jpg", alt: "A" }, "https://www.example.com"),
    ).toEqual({
      url: "https://img.example.com/a.jpg",
      alt: "A",
    });
    expect(shareImage(null, "https://www.example.com")).toBeNull();
  });
});
