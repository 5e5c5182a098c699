/**
 * The findings of the security review, against the real app over HTTP (the production build
 * behind the request pipeline, tests/support/built-app.ts), on both engines: each request is
 * refused with a 4xx and a clear text, nothing is written, and the log holds no stack trace,
 * no SQL and no value of the request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createFaq } from "~/features/faqs/faq.server";
import { createPost } from "~/features/posts/post.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";

import { internals, startBuiltApp, type BuiltApp } from "../support/built-app";
import { signInOverHttp, siteState } from "../support/site-state";
import { tempDir } from "../support/temp-dir";
import { describeEachEngine } from "../support/test-database";

const EMAIL = "staff@example.com";
const PASSWORD = "correct horse battery";

let site: BuiltApp;
beforeAll(async () => {
  site = await startBuiltApp({ DATA_DIR: tempDir("refused-") });
}, 180_000);
afterAll(() => site?.close());

describeEachEngine("requests the app refuses", () => {
  let origin: string;
  let cookie: string;
  beforeEach(async () => {
    origin = site.url;
    await createStaffAccount({ email: EMAIL, password: PASSWORD });
    cookie = await signInOverHttp(site.request, origin, EMAIL, PASSWORD);
    await createFaq({ question: "Seeded?", answer: "Seeded.", category: null, displayOrder: 0, isPublished: true });
    await createPost({
      title: "Seeded post",
      slug: "seeded-post",
      excerpt: "Seeded.",
      content: "Seeded.",
      featuredImageUrl: null,
      author: "HR",
      isPublished: true,
    });
    site.clearLog();
  });

  /** Sends a request and checks what every refusal must be: a 4xx, nothing written, nothing internal said. */
  async function refused(method: string, target: string, headers: Record<string, string>, body?: string | Buffer) {
    const before = await siteState();
    const answer = await site.request(method, target, headers, body);
    expect(answer.status, `${method} ${target}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, `${method} ${target}`).toBeLessThan(500);
    expect(answer.text).not.toMatch(internals);
    expect(site.log(), `${method} ${target}`).not.toMatch(internals);
    expect(await siteState(), `${method} ${target}`).toBe(before);
    return answer;
  }

  it("refuses a form over 64 KB to the sign-in page with 413, signed out, before reading it", async () => {
    const body = `email=a%40b.c&password=${"x".repeat(1024 * 1024)}`;
    const answer = await refused(
      "POST",
      "/admin/login",
      { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body,
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toBe("The request is too large: at most 64 KB may be sent here.");
    const json = await refused(
      "POST",
      "/api/auth/sign-in/email",
      { "Content-Type": "application/json", Origin: origin },
      JSON.stringify({ email: EMAIL, password: "y".repeat(100 * 1024) }),
    );
    expect(json.status).toBe(413);
  });

  it("takes a long post (the post form's larger limit) but not an FAQ of the same size", async () => {
    const content = "Long content. ".repeat(6_000);
    const form = new URLSearchParams({ intent: "create", title: "Long", excerpt: "Long.", content, author: "HR" });
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: cookie };
    expect((await site.request("POST", "/admin/posts", headers, form.toString())).status).toBe(200);
    const faq = new URLSearchParams({ intent: "create", question: "Long?", answer: content });
    expect((await refused("POST", "/admin/faqs", headers, faq.toString())).status).toBe(413);
  });

  describe("a body that is not a form, to every action", () => {
    const actions = [
      "/admin/login",
      "/admin/reset-password",
      "/admin/update-password?token=abc",
      "/admin/faqs",
      "/admin/posts",
      "/admin/login.data",
      "/admin/reset-password.data",
      "/admin/update-password.data",
      "/admin/faqs.data",
      "/admin/posts.data",
    ];
    const bodies: [string | undefined, string][] = [
      ["application/json", JSON.stringify({ intent: "create", question: "q", answer: "a" })],
      ["text/plain", "intent=create&question=q&answer=a"],
      [undefined, "intent=create&question=q&answer=a"],
      ["application/xml", "<faq><question>q</question></faq>"],
    ];

    it("answers 415 with a clear text", async () => {
      for (const target of actions) {
        for (const [type, body] of bodies) {
          const headers: Record<string, string> = { Origin: origin, Cookie: cookie };
          if (type) headers["Content-Type"] = type;
          const answer = await refused("POST", target, headers, body);
          expect(answer.status, `${target} ${type}`).toBe(415);
          expect(answer.text).toContain("This address takes HTML forms only");
        }
      }
    });

    it("answers a broken multipart form with 400", async () => {
      const broken = [
        ["multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end'],
        ["multipart/form-data", "--XYZ\r\n\r\n"],
        ["multipart/form-data; boundary=XYZ", ""],
      ];
      for (const target of actions) {
        for (const [type, body] of broken) {
          const answer = await refused("POST", target, { "Content-Type": type!, Origin: origin, Cookie: cookie }, body);
          expect(answer.status, `${target} ${type}`).toBe(400);
          expect(answer.text).toContain("The form could not be read");
        }
      }
    });
  });

  it("answers /news/abc%00def and other slugs no post can have with 404", async () => {
    for (const target of [
      "/news/abc%00def",
      "/news/abc%00def.data",
      `/news/${"a".repeat(5000)}`,
      "/news/Seeded-Post",
    ]) {
      expect((await refused("GET", target, {})).status, target).toBe(404);
    }
    // Not even a path: escapes that decode to no text at all are refused at the door.
    expect((await refused("GET", "/news/%FF%FE", {})).status).toBe(400);
    expect((await site.request("GET", "/news/seeded-post")).status).toBe(200);
  });

  it("refuses NUL and control characters in every text field with a field message", async () => {
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: cookie };
    const faq = { intent: "create", question: "Question?", answer: "abc\u0000def", category: "", displayOrder: "0" };
    const answer = await refused("POST", "/admin/faqs", headers, new URLSearchParams(faq).toString());
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Remove the control characters (such as NUL) from this field");
    const post = { intent: "create", title: "T\u001b", excerpt: "E", content: "C", author: "A" };
    expect((await refused("POST", "/admin/posts", headers, new URLSearchParams(post).toString())).status).toBe(400);
    const login = new URLSearchParams({ email: "staff\u0000@example.com", password: PASSWORD });
    expect((await refused("POST", "/admin/login", { ...headers, Cookie: "" }, login.toString())).status).toBe(400);
    const reset = new URLSearchParams({ email: "staff@example.com\u0000" });
    expect((await refused("POST", "/admin/reset-password", headers, reset.toString())).status).toBe(400);
  });

  it("answers a malformed Host with 400 and TRACE with 405", async () => {
    expect((await refused("GET", "/", { Host: "[::1" })).status).toBe(400);
    expect((await refused("GET", "/admin/login", { Host: "[::1" })).status).toBe(400);
    expect((await refused("TRACE", "/", {})).status).toBe(405);
    expect((await refused("TRACE", "/admin/faqs", { Cookie: cookie })).status).toBe(405);
  });
});
