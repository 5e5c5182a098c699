import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { testImage } from "../../../tests/support/images";
import {
  testCompoundFile,
  testDocx,
  testExecutable,
  testHeic,
  testPdf,
  testZip,
} from "../../../tests/support/resume-files";
import { MAX_RESUME_BYTES } from "./application-form";
import { prepareResume, sniffResume, tidyFileName } from "./resume-file.server";
import { extractResumeText } from "./resume-text.server";

const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") =>
  new File([new Uint8Array(bytes)], name, { type });

describe("a resume, judged by its content", () => {
  it("takes PDF, DOCX, a Word 97 document, plain text, JPEG and PNG", async () => {
    expect(await sniffResume(testPdf("Welder"))).toEqual({ type: "pdf" });
    expect(await sniffResume(testDocx("Welder"))).toEqual({ type: "docx" });
    expect(await sniffResume(testCompoundFile("WordDocument"))).toEqual({ type: "doc" });
    expect(await sniffResume(Buffer.from("Jane Doe\nForklift operator, 6 years\nSulphur, LA"))).toEqual({
      type: "txt",
    });
    expect(await sniffResume(Buffer.from("José Núñez — soldador"))).toEqual({ type: "txt" });
    expect(await sniffResume(await testImage("jpeg"))).toEqual({ type: "jpeg" });
    expect(await sniffResume(await testImage("png"))).toEqual({ type: "png" });
  });

  it("refuses a compound file that is not a Word document (a spreadsheet, an installer)", async () => {
    expect(await sniffResume(testCompoundFile("Workbook"))).toEqual({ problem: "resume-unsupported" });
  });

  it("refuses HEIC and other photo formats with the photo message", async () => {
    expect(await sniffResume(testHeic())).toEqual({ problem: "resume-photo-format" });
    expect(await sniffResume(await testImage("webp"))).toEqual({ problem: "resume-photo-format" });
  });

  it("refuses programs, archives, binary data and text with NUL bytes, whatever their name", async () => {
    expect(await sniffResume(testExecutable())).toEqual({ problem: "resume-unsupported" });
    expect(await sniffResume(testZip({ "a.txt": "hello" }))).toEqual({ problem: "resume-unsupported" });
    expect(await sniffResume(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x80, 0x81]))).toEqual({
      problem: "resume-unsupported",
    });
    expect(await sniffResume(Buffer.from("Jane\0Doe"))).toEqual({ problem: "resume-unsupported" });
    // The name and the browser's type change nothing.
    expect(await prepareResume(file(testExecutable(), "resume.pdf", "application/pdf"))).toEqual({
      problem: "resume-unsupported",
    });
  });

  it("refuses an empty file and one over 10 MB", async () => {
    expect(await prepareResume(file(new Uint8Array(0), "resume.pdf"))).toEqual({ problem: "resume-empty" });
    const large = Buffer.concat([testPdf("x"), Buffer.alloc(MAX_RESUME_BYTES)]);
    expect(await prepareResume(file(large, "resume.pdf"))).toEqual({ problem: "resume-too-large" });
  });

  it("re-encodes a phone photo without its metadata (no GPS position kept)", async () => {
    const photo = await testImage("jpeg", { gps: true, orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const prepared = await prepareResume(file(photo, "IMG_0042.JPG", "image/jpeg"));
    if ("problem" in prepared) throw new Error(prepared.problem);
    expect(prepared.type).toBe("jpeg");
    const kept = await sharp(prepared.data).metadata();
    expect(kept.exif).toBeUndefined();
    expect(prepared.data.includes(Buffer.from("TestPhoneMaker"))).toBe(false);
    // The orientation is applied to the pixels: the 640 x 360 photo stands upright.
    expect([kept.width, kept.height]).toEqual([360, 640]);
  });

  it("keeps the file's own name without its path or control characters", () => {
    expect(tidyFileName("C:\\Users\\ann\\My Resume.pdf", "pdf")).toBe("My Resume.pdf");
    expect(tidyFileName('a"b\u0007.docx', "docx")).toBe("ab.docx");
    expect(tidyFileName("", "png")).toBe("resume.png");
  });
});

describe("a resume's text", () => {
  it("is read from a PDF, a DOCX and a text file", async () => {
    expect(await extractResumeText("pdf", testPdf("Certified forklift operator Zydeco"))).toEqual({
      status: "done",
      text: "Certified forklift operator Zydeco",
    });
    expect(await extractResumeText("docx", testDocx("Pipefitter\nNCCER certified"))).toEqual({
      status: "done",
      text: "Pipefitter\n\nNCCER certified",
    });
    expect(await extractResumeText("txt", Buffer.from("Line cook\r\nServSafe"))).toMatchObject({ status: "done" });
  });

  it("is none for a .doc or a photo, and a broken file fails without throwing", async () => {
    expect(await extractResumeText("doc", testCompoundFile("WordDocument"))).toEqual({ status: "none" });
    expect(await extractResumeText("jpeg", await testImage("jpeg"))).toEqual({ status: "none" });
    const broken = testPdf("x").subarray(0, 40);
    expect(await extractResumeText("pdf", broken)).toEqual({ status: "failed" });
  });
});
