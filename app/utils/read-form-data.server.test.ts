import { describe, expect, it } from "vitest";
import { readFormDataWithin } from "./read-form-data.server";

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

async function status(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: await error.json() };
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
    expect(await status(readFormDataWithin(new Request(declared, { headers: { ...Object.fromEntries(declared.headers), "content-length": "20500" } }), 10_000))).toMatchObject({
      status: 413,
    });
    expect(await status(readFormDataWithin(await chunked(multipart(20_000)), 10_000))).toEqual({
      status: 413,
      body: { error: expect.stringMatching(/^The form is larger than .* MB\. Choose a smaller image\.$/) },
    });
  });
});
