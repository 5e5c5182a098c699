/**
 * Property-based fuzzing of the whole app over HTTP (the production build behind the request
 * pipeline, in this process: tests/support/built-app.ts), on both engines, signed out and
 * signed in: generated methods, paths, query strings, headers, content types and bodies to
 * every route and action (tests/support/fuzz-requests.ts). For every request: never a 5xx;
 * never a stack trace or SQL in the answer or in the log; and a refused request (4xx)
 * writes no row (tests/support/row-writes.ts).
 *
 * Seeded and reproducible: a failure stops the run and prints its seed and the request
 * (no shrinking: the database a request meets depends on the ones before it). The same
 * FUZZ_SEED sends the same requests in the same order. FUZZ_RUNS sets the number of requests
 * per engine and session (CI: the default), e.g. FUZZ_RUNS=5000 FUZZ_SEED=$RANDOM.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createFaq } from "~/features/faqs/faq.server";
import { storeContactMessage } from "~/features/inbox/contact-messages.server";
import { createPost } from "~/features/posts/post.server";
import { emptyStaffRequest } from "~/features/staff-requests/staff-request";
import { storeStaffRequest } from "~/features/staff-requests/staff-requests.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";

import { internals, startBuiltApp, type BuiltApp } from "../support/built-app";
import {
  fuzzRequest,
  fuzzRoutes,
  SEEDED_FAQ_ID,
  SEEDED_MESSAGE_ID,
  SEEDED_POST_ID,
  SEEDED_REQUEST_ID,
  SITE_ORIGIN,
  type FuzzRequest,
} from "../support/fuzz-requests";
import type { RawResponse } from "../support/raw-request";
import { rowWrites, watchRowWrites } from "../support/row-writes";
import { signInOverHttp } from "../support/site-state";
import { tempDir } from "../support/temp-dir";
import { describeEachEngine } from "../support/test-database";

const SEED = Number(process.env.FUZZ_SEED ?? 16);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
/** FUZZ_REPORT=1 prints how many answers of each status a run got (to see what it reached). */
const REPORT = process.env.FUZZ_REPORT === "1";
const statuses = new Map<string, number>();
afterAll(() => {
  if (REPORT) console.info(JSON.stringify(Object.fromEntries([...statuses].sort())));
});

const EMAIL = "staff@example.com";
const PASSWORD = "correct horse battery";

let site: BuiltApp;
beforeAll(async () => {
  site = await startBuiltApp({ DATA_DIR: tempDir("fuzz-") });
}, 180_000);
afterAll(() => site?.close());

/** The text of an answer, decoded as a browser would read it. */
function textOf(answer: RawResponse): string {
  const coding = answer.headers["content-encoding"];
  if (answer.body.length === 0) return "";
  if (coding === "gzip") return gunzipSync(answer.body).toString();
  if (coding === "br") return brotliDecompressSync(answer.body).toString();
  return answer.text;
}

describeEachEngine("fuzzing every route", () => {
  let ids: Record<string, string>;
  beforeEach(async () => {
    await watchRowWrites();
    await createStaffAccount({ email: EMAIL, password: PASSWORD });
    const faq = await createFaq({
      question: "Fuzz?",
      answer: "Fuzz.",
      category: null,
      displayOrder: 0,
      isPublished: true,
    });
    const post = await createPost({
      title: "Fuzz post",
      slug: "fuzz-post",
      excerpt: "Fuzz.",
      content: "Fuzz.",
      featuredImageUrl: null,
      author: "HR",
      isPublished: true,
    });
    const message = await storeContactMessage({
      name: "Pat Doe",
      email: "pat@example.com",
      phone: "",
      company: "",
      message: "Three welders, please.",
      clientIp: "203.0.113.9",
      spamReason: null,
    });
    const staffRequest = await storeStaffRequest({
      values: {
        ...emptyStaffRequest,
        company: "Fuzz Marine",
        name: "Pat Doe",
        email: "pat@example.com",
        phone: "(337) 555-0100",
        positionsNeeded: "Three welders",
        workers: "3",
        startDate: "2099-01-05",
      },
      language: "en",
      clientIp: "203.0.113.9",
      spamReason: null,
    });
    ids = {
      [SITE_ORIGIN]: site.url,
      [SEEDED_FAQ_ID]: faq.id,
      [SEEDED_POST_ID]: post.id,
      [SEEDED_MESSAGE_ID]: message.id,
      [SEEDED_REQUEST_ID]: staffRequest.id,
    };
  });

  /** The placeholders of the generated request replaced by this run's origin and rows. */
  function resolve(text: string): string {
    return text.replace(
      /\{(?:site|faq-id|post-id|message-id|request-id)\}/g,
      (placeholder) => ids[placeholder] ?? placeholder,
    );
  }

  async function check(sent: FuzzRequest, cookie: string | undefined): Promise<void> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(sent.headers)) headers[name] = resolve(value);
    if (cookie) headers.Cookie = headers.Cookie ? `${headers.Cookie}; ${cookie}` : cookie;
    if (sent.body.contentType) headers["Content-Type"] = sent.body.contentType;
    const body = typeof sent.body.body === "string" ? resolve(sent.body.body) : sent.body.body;
    const target = resolve(sent.target);
    const label = `${sent.method} ${target} ${JSON.stringify(headers)} ${JSON.stringify(body)?.slice(0, 500)}`;
    site.clearLog();
    const writesBefore = await rowWrites();
    const answer = await site.request(sent.method, target, headers, body);
    if (REPORT) {
      const key = `${sent.method} ${answer.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    expect(answer.status, label).toBeLessThan(500);
    expect(textOf(answer), label).not.toMatch(internals);
    expect(site.log(), label).not.toMatch(internals);
    if (answer.status >= 400) expect(await rowWrites(), `${label}: rows written by a refusal`).toBe(writesBefore);
  }

  /** With FUZZ_REPORT=1, the CPU time of each run: unlike its wall time, not changed by a busy machine. */
  async function measured(name: string, run: () => Promise<void>): Promise<void> {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await run();
    const used = process.cpuUsage(cpu);
    if (REPORT)
      console.info(
        `${name}: ${RUNS} requests, ${Math.round((used.user + used.system) / 1000)} ms CPU, ${Math.round(performance.now() - started)} ms`,
      );
  }

  it("answers anything signed out without a 5xx, internals or a write", async () => {
    await measured("signed out", () =>
      fc.assert(
        fc.asyncProperty(fuzzRequest, (sent) => check(sent, undefined)),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      ),
    );
  }, 600_000);

  it("answers anything signed in without a 5xx, internals or a write when refused", async () => {
    const cookie = await signInOverHttp(site.request, site.url, EMAIL, PASSWORD);
    const signedIn = fuzzRequest.filter((sent) => !sent.signsOut);
    await measured("signed in", () =>
      fc.assert(
        fc.asyncProperty(signedIn, (sent) => check(sent, cookie)),
        { seed: SEED + 1, numRuns: RUNS, endOnFailure: true },
      ),
    );
  }, 600_000);
});

describe("the fuzz suite", () => {
  it("is seeded: the same seed sends the same requests", () => {
    const sample = (seed: number) => fc.sample(fuzzRequest, { seed, numRuns: 5 });
    expect(sample(SEED)).toEqual(sample(SEED));
  });

  it("knows every route of the app (a new route must be added to tests/support/fuzz-requests.ts)", () => {
    const routesDir = path.resolve(import.meta.dirname, "../../app/routes");
    const routes = readdirSync(routesDir)
      .filter((name) => !/\.test\.tsx?$/.test(name))
      .map((name) => (statSync(path.join(routesDir, name)).isDirectory() ? name : name.replace(/\.tsx?$/, "")));
    expect(new Set(fuzzRoutes.map((route) => route.route))).toEqual(new Set(routes));
  });

  it("mostly reaches the routes: few requests are refused at the door", () => {
    const requests = fc.sample(fuzzRequest, { seed: SEED, numRuns: 2000 });
    const plain = requests.filter(
      (sent) => ["GET", "POST"].includes(sent.method) && !("Host" in sent.headers) && sent.headers.Origin !== "",
    );
    expect(plain.length / requests.length).toBeGreaterThan(0.75);
    expect(requests.filter((sent) => sent.method === "POST").length / requests.length).toBeGreaterThan(0.35);
  });
});
