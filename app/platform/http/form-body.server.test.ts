import { describe, expect, it } from "vitest";

import { FORM_BODY_LIMIT_BYTES, readFormWithin } from "./form-body.server";

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

describe("readFormWithin", () => {
  it("reads a form under the limit", async () => {
    const form = new URLSearchParams({ name: "Ann", message: "Hello" });
    const read = await readFormWithin(post(form));
    expect(read?.get("name")).toBe("Ann");
    expect(read?.get("message")).toBe("Hello");
  });

  it("refuses a body that declares more than the limit, without reading it", async () => {
    const request = post("x", { "Content-Length": String(FORM_BODY_LIMIT_BYTES + 1) });
    expect(await readFormWithin(request)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a streamed body once it passes the limit", async () => {
    const big = `message=${"a".repeat(FORM_BODY_LIMIT_BYTES)}`;
    const request = post(streamed(big), { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await readFormWithin(request)).toBeNull();
  });

  it("reads a body that is not a form as an empty form", async () => {
    const read = await readFormWithin(post("{}", { "Content-Type": "application/json" }));
    expect([...read!.keys()]).toEqual([]);
  });
});
