import { describe, expect, it } from "vitest";

import { getConfig } from "~/platform/config/env.server";

import { useEnvironment } from "../../../tests/support/environment";
import { BodyTooLargeError, MalformedFormError, readFormBody, readPublicFormBody } from "./form-body.server";

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

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** A body sent in chunks without a Content-Length, as a client streaming it would. */
function streamed(text: string, chunkSize = 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, (offset += chunkSize)));
    },
  });
}

describe("readFormBody within the limits the operator set", () => {
  it("reads a form within the limit, its file included", async () => {
    useEnvironment({ BODY_LIMIT: "10000" });
    const form = await readFormBody(multipart(1000));
    expect(form.get("title")).toBe("Dock Jobs");
    expect((form.get("featuredImage") as File).size).toBe(1000);
    const streamedForm = await readFormBody(await chunked(multipart(1000)));
    expect((streamedForm.get("featuredImage") as File).name).toBe("photo.jpg");
  });

  it("refuses with 413 a body declared or streamed over the limit of its kind", async () => {
    useEnvironment({ BODY_LIMIT: "10000", UPLOAD_BODY_LIMIT: String(12 * 1024 * 1024 - 1) });
    const declared = multipart(20_000);
    const headers = { ...Object.fromEntries(declared.headers), "content-length": "20500" };
    expect(await refusal(readFormBody(new Request(declared, { headers })))).toEqual({
      status: 413,
      message: "The form is larger than 10 KB.",
    });
    expect(await refusal(readFormBody(await chunked(multipart(20_000)), "upload"))).toBeNull();
    expect(await refusal(readFormBody(await chunked(multipart(20_000))))).toEqual({
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
    expect(await refusal(readFormBody(request))).toEqual({
      status: 400,
      message: "The form could not be read. Reload the page and try again.",
    });
  });
});

describe("readFormBody within BODY_LIMIT as it is by default", () => {
  const limit = () => getConfig().requestBodyLimits.form;

  it("reads a form under the limit", async () => {
    const form = new URLSearchParams({ name: "Ann", message: "Hello" });
    const read = await readFormBody(post(form));
    expect(read.get("name")).toBe("Ann");
    expect(read.get("message")).toBe("Hello");
  });

  it("refuses a body that declares more than the limit, without reading it", async () => {
    const request = post("x", { "Content-Length": String(limit() + 1) });
    expect(await refusal(readFormBody(request))).toMatchObject({ status: 413 });
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a streamed body once it passes the limit", async () => {
    const big = `message=${"a".repeat(limit())}`;
    const request = post(streamed(big), { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await refusal(readFormBody(request))).toMatchObject({ status: 413 });
  });

  it("reads a body that is not a form as an empty form", async () => {
    const read = await readFormBody(post("{}", { "Content-Type": "application/json" }));
    expect([...read.keys()]).toEqual([]);
  });
});

describe("readPublicFormBody, for the public forms", () => {
  it("gives the form, null over the limit, and a form without fields for one that does not parse", async () => {
    const form = await readPublicFormBody(post(new URLSearchParams({ name: "Ann" })));
    expect(form?.get("name")).toBe("Ann");
    const limit = getConfig().requestBodyLimits.form;
    expect(await readPublicFormBody(post("x", { "Content-Length": String(limit + 1) }))).toBeNull();
    const unreadable = await readPublicFormBody(
      post("not multipart at all", { "Content-Type": "multipart/form-data; boundary=x" }),
    );
    expect([...unreadable!.keys()]).toEqual([]);
  });
});
