/**
 * Property-based fuzzing of the whole app over HTTP (the production build behind the request
 * pipeline, tests/support/built-app.ts), on both engines, signed out and signed in: generated
 * methods, paths, query strings, headers, content types and bodies to every route and action.
 * For every request: never a 5xx; never a stack trace or SQL in the answer or in the log;
 * and a refused request (4xx) writes no content or staff row.
 *
 * Seeded and reproducible: FUZZ_SEED picks the seed (a failure prints it and the shrunk
 * request), FUZZ_RUNS the number of requests per engine and session (CI: the default).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createStaffAccount } from "~/auth/staff-accounts.server";
import { createFaq } from "~/models/faq.server";
import { createPost } from "~/models/post.server";

import { internals, startBuiltApp, type BuiltApp } from "../support/built-app";
import { signInOverHttp, siteState } from "../support/site-state";
import { describeEachEngine } from "../support/test-database";

const SEED = Number(process.env.FUZZ_SEED ?? 16);
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);

const EMAIL = "staff@example.com";
const PASSWORD = "correct horse battery";

/** Every route of the app, with the addresses of its pages and data. */
const knownPaths = [
  "/",
  "/why-choose-us",
  "/services",
  "/services/office-support",
  "/services/no-such-category",
  "/contact",
  "/faqs",
  "/news",
  "/news/fuzz-post",
  "/news/old-slug",
  "/news/rss.xml",
  "/sitemap",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/favicon.svg",
  "/admin",
  "/admin/dashboard",
  "/admin/faqs",
  "/admin/posts",
  "/admin/login",
  "/admin/reset-password",
  "/admin/update-password",
  "/admin/sign-out",
  "/api/auth/ok",
  "/api/auth/get-session",
  "/api/auth/sign-in/email",
  "/api/auth/sign-out",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/reset-password/abc",
  "/__manifest",
  "/_root.data",
  "/assets/nothing.js",
];

/** Text that breaks things: control characters, bad percent-escapes, SQL, markup, long runs. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "abc\u0000def",
    "\u001b[31m",
    "%00",
    "%ZZ",
    "%E0%A4%A",
    "'; drop table faqs; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "\uD800",
    "🎉",
    "x".repeat(3000),
    "-1",
    "99999999999999999999",
    "1e308",
    "true",
    "00000000-0000-4000-8000-000000000000",
  ),
);

const segment = fc.oneof(
  fc.constantFrom(
    "admin",
    "news",
    "faqs",
    "api",
    "auth",
    ".data",
    "..",
    "",
    "%2e%2e",
    "%00",
    "%ZZ",
    "index",
    "_root.data",
  ),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{1,12}$/),
);

const pathArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...knownPaths) },
  { weight: 2, arbitrary: fc.constantFrom(...knownPaths).map((p) => (p === "/" ? "/_root.data" : `${p}.data`)) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...knownPaths), segment).map(([p, s]) => `${p.replace(/\/$/, "")}/${s}`),
  },
  { weight: 1, arbitrary: fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("//admin", "/ADMIN/faqs", "/%61dmin/posts", "/news/abc%00def", "/news//", "/./news"),
  },
);

/** Percent-encoded, lone surrogates (which encodeURIComponent refuses) sent as U+FFFD. */
const encodeQuery = (text: string) => encodeURIComponent(Buffer.from(text, "utf8").toString("utf8"));

const queryName = fc.oneof(
  fc.constantFrom("page", "token", "index", "_routes", "callbackURL", "p", "u", "intent"),
  fc.string({ maxLength: 8 }),
);
const queryArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(queryName, nastyText), { minLength: 1, maxLength: 3 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${encodeQuery(k)}=${encodeQuery(v)}`).join("&")}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("?page=2", "?page=0", "?page=abc", "?page=2&page=3", "?%ZZ=1", "?token=%00", "?index"),
  },
);

/** Form fields the actions read, with valid and hostile values. */
const formFields = fc.dictionary(
  fc.constantFrom(
    "intent",
    "id",
    "isPublished",
    "question",
    "answer",
    "category",
    "displayOrder",
    "title",
    "slug",
    "excerpt",
    "content",
    "featuredImageUrl",
    "author",
    "email",
    "password",
    "confirmPassword",
    "token",
  ),
  fc.oneof(
    nastyText,
    fc.constantFrom(
      "create",
      "update",
      "toggle",
      "delete",
      "on",
      "false",
      "Question?",
      "An answer.",
      "https://example.com/a.jpg",
    ),
  ),
  { maxKeys: 8 },
);

type Body = { contentType?: string; body?: string | Buffer };

const bodyArbitrary: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: formFields.map((fields) => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(fields).toString(),
    })),
  },
  {
    weight: 2,
    arbitrary: formFields.map((fields) => {
      const boundary = "FuzzBoundary";
      const parts = Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      return { contentType: `multipart/form-data; boundary=${boundary}`, body: `${parts.join("")}--${boundary}--\r\n` };
    }),
  },
  {
    weight: 2,
    arbitrary: formFields.map((fields) => ({ contentType: "application/json", body: JSON.stringify(fields) })),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      contentType: fc.option(
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/xml",
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "multipart/form-data; boundary=XYZ",
          "application/x-www-form-urlencoded; charset=utf-16",
          "application/octet-stream",
          "text/html",
          ";;;",
        ),
        { nil: undefined },
      ),
      body: fc.oneof(
        nastyText,
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      ),
    }),
  },
);

const headerArbitrary = fc.record(
  {
    Origin: fc.constantFrom("SITE", "https://evil.example", "null", ""),
    Host: fc.constantFrom("[::1", "a b", "example.com:99999", "localhost:3000", "www.example.com"),
    "Accept-Encoding": fc.constantFrom("gzip, br", "identity", "*;q=0", "br;q=abc", ""),
    "If-None-Match": fc.constantFrom("*", 'W/"x"', "garbage"),
    "X-Forwarded-For": fc.constantFrom("203.0.113.9", "not an address", "::1, 1.2.3.4"),
    "X-Forwarded-Proto": fc.constantFrom("https", "javascript", "a b"),
    "X-Forwarded-Host": fc.constantFrom("[::1", "evil.example"),
    Cookie: fc.constantFrom("better-auth.session_token=forged", "a=b; c", "=;=;", "better-auth.session_token=%00"),
    Range: fc.constantFrom("bytes=0-10", "bytes=abc"),
    Accept: fc.constantFrom("application/json", "text/html", "*/*"),
  },
  { requiredKeys: [] },
);

const requestArbitrary = fc.record({
  method: fc.constantFrom(
    "GET",
    "GET",
    "POST",
    "POST",
    "POST",
    "HEAD",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "PROPFIND",
  ),
  path: pathArbitrary,
  query: queryArbitrary,
  headers: headerArbitrary,
  body: bodyArbitrary,
});

type FuzzRequest = typeof requestArbitrary extends fc.Arbitrary<infer T> ? T : never;

let site: BuiltApp;
beforeAll(async () => {
  site = await startBuiltApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "fuzz-")) });
}, 180_000);
afterAll(() => site?.close());

describeEachEngine("fuzzing every route", () => {
  beforeEach(async () => {
    await createStaffAccount({ email: EMAIL, password: PASSWORD });
    await createFaq({ question: "Fuzz?", answer: "Fuzz.", category: null, displayOrder: 0, isPublished: true });
    await createPost({
      title: "Fuzz post",
      slug: "fuzz-post",
      excerpt: "Fuzz.",
      content: "Fuzz.",
      featuredImageUrl: null,
      author: "HR",
      isPublished: true,
    });
  });

  async function check(sent: FuzzRequest, cookie: string | undefined): Promise<void> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(sent.headers)) {
      if (value === undefined) continue;
      headers[name] = value === "SITE" ? site.url : value;
    }
    if (cookie) headers.Cookie = headers.Cookie ? `${headers.Cookie}; ${cookie}` : cookie;
    if (sent.body.contentType) headers["Content-Type"] = sent.body.contentType;
    const target = `${sent.path}${sent.query}`;
    const label = `${sent.method} ${target} ${JSON.stringify(headers)} ${JSON.stringify(sent.body)}`;
    site.clearLog();
    const before = await siteState();
    const answer = await site.request(sent.method, target, headers, sent.body.body);
    expect(answer.status, label).toBeLessThan(500);
    expect(answer.text, label).not.toMatch(internals);
    expect(site.log(), label).not.toMatch(internals);
    if (answer.status >= 400) expect(await siteState(), label).toBe(before);
  }

  it("answers anything signed out without a 5xx, internals or a write", async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary, (sent) => check(sent, undefined)),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it("answers anything signed in without a 5xx, internals or a write when refused", async () => {
    const cookie = await signInOverHttp(site.request, site.url, EMAIL, PASSWORD);
    // Signing out would end the session the rest of the run is about.
    const signedIn = requestArbitrary.filter((sent) => !sent.path.toLowerCase().includes("sign-out"));
    await fc.assert(
      fc.asyncProperty(signedIn, (sent) => check(sent, cookie)),
      { seed: SEED + 1, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});

describe("the fuzz suite", () => {
  it("is seeded: the same seed sends the same requests", () => {
    const sample = (seed: number) => fc.sample(requestArbitrary, { seed, numRuns: 5 });
    expect(sample(SEED)).toEqual(sample(SEED));
  });
});
