import { describe, expect, it } from "vitest";

import { BodyTooLargeError, MalformedFormError, readFormDataWithin } from "./read-form-data.server";

function multipart(fileBytes: number) {
  const form = new FormData();
  form.set("title", "Dock Jobs");
  form.set("featuredImage", new File([new Uint8Array(fileBytes)], "photo.jpg", { type: "image/jpeg" }));
  return new Request("http://localhost/admin/posts", { method: "POST", body: form });
}

/** The same body, streamed without a Content-Length (as a chunked upload). */
async function chunked(request: Request) {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 65_536) controller.enqueue(bytes.slice(i, i + 65_536));
      controller.close();
    },
  });
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError)
      return { status: error.status, message: error.message };
    throw error;
  }
  return null;
}

describe("readFormDataWithin", () => {
  it("reads a form within the limit, its file included", async () => {
    const form = await readFormDataWithin(multipart(1000), 10_000);
    expect(form.get("title")).toBe("Dock Jobs");
    expect((form.get("featuredImage") as File).size).toBe(1000);
    const streamed = await readFormDataWithin(await chunked(multipart(1000)), 10_000);
    expect((streamed.get("featuredImage") as File).name).toBe("photo.jpg");
  });

  it("refuses with 413 a body declared or streamed over the limit", async () => {
    const declared = multipart(20_000);
    const headers = { ...Object.fromEntries(declared.headers), "content-length": "20500" };
    expect(await refusal(readFormDataWithin(new Request(declared, { headers }), 10_000))).toEqual({
      status: 413,
      message: "The form is larger than 10 KB.",
    });
    expect(await refusal(readFormDataWithin(await chunked(multipart(20_000)), 12 * 1024 * 1024 - 1))).toBeNull();
    expect(await refusal(readFormDataWithin(await chunked(multipart(20_000)), 10_000))).toEqual({
      status: 413,
      message: "The form is larger than 10 KB.",
    });
  });

  it("refuses with 400 a body that is not a form", async () => {
    const request = new Request("http://localhost/admin/posts", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "not multipart at all",
    });
    expect(await refusal(readFormDataWithin(request, 10_000))).toEqual({
      status: 400,
      message: "The form could not be read. Reload the page and try again.",
    });
  });
});
