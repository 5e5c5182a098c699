import { expect, it } from "vitest";

import { testImage } from "../../../tests/support/images";
import { describeEachEngine } from "../../../tests/support/test-database";
import { featuredImagesOf } from "./featured-image.server";
import { storeUploadedImage } from "./media.server";

const post = (fields: {
  featuredMediaId?: string | null;
  featuredImageUrl?: string | null;
  featuredImageAlt?: string | null;
}) => ({
  title: "Dock Jobs",
  featuredMediaId: null,
  featuredImageUrl: null,
  featuredImageAlt: null,
  ...fields,
});

describeEachEngine("featuredImagesOf", () => {
  it("gives each post its upload (before an address), its address, or nothing, in order", async () => {
    const image = await storeUploadedImage({
      bytes: await testImage("png", { width: 500, height: 250 }),
      fileName: "a.png",
    });
    const images = await featuredImagesOf([
      post({
        featuredMediaId: image.id,
        featuredImageUrl: "https://img.example.com/ignored.jpg",
        featuredImageAlt: "Cranes at dawn",
      }),
      post({ featuredImageUrl: "https://img.example.com/a.jpg", featuredImageAlt: "  " }),
      post({}),
      post({ featuredMediaId: image.id }),
    ]);
    expect(images).toEqual([
      { kind: "upload", id: image.id, width: 500, height: 250, alt: "Cranes at dawn" },
      { kind: "external", src: "https://img.example.com/a.jpg", alt: "Dock Jobs" },
      null,
      { kind: "upload", id: image.id, width: 500, height: 250, alt: "Dock Jobs" },
    ]);
  });
});
