/*
 * npm run bench:load — the production server under sustained load, its memory, and its
 * writes (the reliability issue's load run).
 *
 * Seeds an embedded database with 10,000 FAQs and 10,000 posts (the sample content, then
 * variations of it) and a staff account, starts the production server, and runs three phases:
 *   1. public pages: 100 connections for 30 s on a mix of public pages;
 *   2. distinct URLs: 100 connections for 60 s over 20,000 distinct addresses (news pages,
 *      articles, unknown slugs: each a page-cache miss at first; random query strings, which
 *      the page cache answers from their page's one entry);
 *   3. admin: 20 signed-in connections for 30 s on the admin pages while a writer creates
 *      FAQs and posts; afterwards every acknowledged write must be in the database;
 *   4. large uploads: UPLOADS (7) photos of 49 megapixels (7000 × 7000 JPEG, each its own
 *      picture) sent to the media library at once; each must be stored (200).
 * Prints, per phase: requests, errors (connection errors and timeouts), 5xx, non-2xx, p50/p99 and
 * the server's RSS before, at most during, and after; then the targets: zero errors and lost
 * writes, RSS under 600 MB throughout (the uploads included), admin p99 under 1 s.
 *
 * Environment: PUBLIC_SECONDS (30), DISTINCT_SECONDS (60), ADMIN_SECONDS (30), CONNECTIONS
 * (100), ADMIN_CONNECTIONS (20), BENCH_SKIP_BUILD=1 (reuse ./build). The table is also
 * written to bench-results/load-<time>.json.
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import autocannon, { type Result } from "autocannon";
import { like } from "drizzle-orm";
import sharp from "sharp";

import { faqStore } from "~/features/faqs/faq.server";
import { MEDIA_FILE_FIELD } from "~/features/media/media-fields";
import { postStore } from "~/features/posts/post.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb, openDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { blogPosts, faqs } from "~/platform/db/schema";

import { ensureBuild, formatTable, projectRoot, seedSite, startServer, type RunningServer } from "./support";

const seconds = (name: string, fallback: number) => Number(process.env[name] || fallback);
const publicSeconds = seconds("PUBLIC_SECONDS", 30);
const distinctSeconds = seconds("DISTINCT_SECONDS", 60);
const adminSeconds = seconds("ADMIN_SECONDS", 30);
const connections = seconds("CONNECTIONS", 100);
const adminConnections = seconds("ADMIN_CONNECTIONS", 20);
const uploads = seconds("UPLOADS", 7);
const contentRows = 10_000;
const distinctUrls = 20_000;
const targets = { rssMb: 600, adminP99Ms: 1000 };
const staff = { email: "load@example.com", password: "load benchmark password" };

interface Phase {
  name: string;
  requests: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  serverErrors: number;
  non2xx: number;
  p50: number;
  p99: number;
  rssBeforeMb: number;
  rssMaxMb: number;
  rssAfterMb: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** The server's RSS every 250 ms while `work` runs: before, highest, and after (once it settled). */
async function withRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; before: number; max: number; after: number }> {
  const before = rssMb(pid);
  let max = before;
  const timer = setInterval(() => (max = Math.max(max, rssMb(pid))), 250);
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMb(pid);
    return { result, before, max: Math.max(max, after), after };
  } finally {
    clearInterval(timer);
  }
}

/** Adds FAQs and posts (variations of the sample content) straight into the database, up to `contentRows` each. */
async function growContent(dataDir: string): Promise<void> {
  const handle = await openDatabase({ engine: "pglite", dataDir });
  setActiveDatabase(handle);
  try {
    const db = getDb();
    const [faqCount, postCount] = await Promise.all([faqStore.countAll(), postStore.countAll()]);
    for (let start = faqCount; start < contentRows; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, contentRows - start) }, (_, i) => ({
        question: `How does question ${start + i + 1} work for job seekers?`,
        answer: "A recruiter answers it during your first interview, in person or by phone.",
        category: ["Job Seekers", "Employers", null][(start + i) % 3]!,
        displayOrder: start + i + 1,
        // Drafts: the public FAQ page lists every published FAQ on one page, made for
        // about a hundred; the admin list is what has to cope with thousands.
        isPublished: false,
      }));
      await db.insert(faqs).values(rows);
    }
    for (let start = postCount; start < contentRows; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, contentRows - start) }, (_, i) => {
        const n = start + i + 1;
        const date = new Date(Date.UTC(2020, 0, 1) + n * 3_600_000);
        return {
          title: `Hiring Update ${n}`,
          slug: `hiring-update-${n}`,
          excerpt: `Openings this week, update ${n}.`,
          content: "We are hiring across Louisiana and Texas.\n\nApply online or call a recruiter.",
          author: "Maria Lopez",
          isPublished: n % 20 !== 0,
          publishedAt: n % 20 !== 0 ? date : null,
          createdAt: date,
          updatedAt: date,
        };
      });
      await db.insert(blogPosts).values(rows);
    }
    await createStaffAccount(staff);
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
}

function phaseOf(name: string, result: Result, rss: { before: number; max: number; after: number }): Phase {
  const serverErrors = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    name,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    serverErrors,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rssBeforeMb: Math.round(rss.before),
    rssMaxMb: Math.round(rss.max),
    rssAfterMb: Math.round(rss.after),
  };
}

/** autocannon over `paths`, each connection taking the next one in turn. */
function load(
  url: string,
  paths: string[],
  options: { connections: number; duration: number; headers?: Record<string, string> },
) {
  let next = 0;
  return autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: { "accept-encoding": "gzip, br", ...options.headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
}

/**
 * 20,000 addresses, each asked for once a round, a fifth of each kind in turn: news list pages
 * (with a query string past the real pages), articles, unknown articles, and random query
 * strings on /faqs and /.
 */
function distinctPaths(): string[] {
  const perKind = distinctUrls / 5;
  const kinds = [
    (k: number) => (k < 900 ? `/news?page=${k + 2}` : `/news?page=${(k % 900) + 2}&ref=${k}`),
    (k: number) => `/news/hiring-update-${1001 + k}`,
    (k: number) => `/news/no-such-article-${k}`,
    (k: number) => `/faqs?utm_source=load-${k}`,
    (k: number) => `/?ref=${k}`,
  ];
  return Array.from({ length: perKind * kinds.length }, (_, i) =>
    kinds[i % kinds.length]!(Math.floor(i / kinds.length)),
  );
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(staff),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Creates FAQs and posts through the admin until `stop`; what the server acknowledged. */
async function writeWhile(url: string, cookie: string, stop: { stopped: boolean }) {
  const acknowledged = { faqs: [] as string[], posts: [] as string[] };
  let failed = 0;
  let n = 0;
  const writer = async () => {
    while (!stop.stopped) {
      const i = n++;
      const isFaq = i % 2 === 0;
      const key = `load-write-${i}`;
      const form: Record<string, string> = isFaq
        ? { intent: "create", question: `${key}?`, answer: "Written under load.", displayOrder: "0" }
        : { intent: "create", title: key, slug: key, excerpt: "E.", content: "Written under load.", author: "Staff" };
      const response = await fetch(`${url}/admin/${isFaq ? "faqs" : "posts"}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status === 200) (isFaq ? acknowledged.faqs : acknowledged.posts).push(isFaq ? `${key}?` : key);
      else failed++;
    }
  };
  await Promise.all([writer(), writer()]);
  return { acknowledged, failed };
}

/**
 * A 7000 × 7000 JPEG (49 megapixels), under the 10 MB upload limit: noise drawn small and
 * enlarged, so each one is its own picture (the library keeps one copy of identical files).
 */
async function largePhoto(): Promise<Buffer> {
  const side = 7000;
  const small = await sharp({
    create: {
      width: 700,
      height: 700,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(side, side, { kernel: "cubic" }).jpeg({ quality: 80 }).toBuffer();
}

/** The photos sent at once to the media library's upload; how many were stored. */
async function uploadAtOnce(url: string, cookie: string, photos: Buffer[]) {
  const answers = await Promise.all(
    photos.map(async (photo, i) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set(MEDIA_FILE_FIELD, new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${i}.jpg`);
      const response = await fetch(`${url}/admin/media`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: url },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return { stored: answers.filter((status) => status === 200).length, statuses: answers };
}

async function lostWrites(dataDir: string, acknowledged: { faqs: string[]; posts: string[] }): Promise<number> {
  const handle = await openDatabase({ engine: "pglite", dataDir });
  try {
    const [storedFaqs, storedPosts] = await Promise.all([
      handle.db.select({ key: faqs.question }).from(faqs).where(like(faqs.question, "load-write-%")),
      handle.db.select({ key: blogPosts.slug }).from(blogPosts).where(like(blogPosts.slug, "load-write-%")),
    ]);
    const stored = new Set([...storedFaqs, ...storedPosts].map((row) => row.key));
    return [...acknowledged.faqs, ...acknowledged.posts].filter((key) => !stored.has(key)).length;
  } finally {
    await handle.close();
  }
}

async function main() {
  ensureBuild();
  console.log(`Seeding ${contentRows.toLocaleString("en-US")} FAQs and posts ...`);
  const site = await seedSite({ faqs: 100, posts: 1000 });
  await growContent(site.dataDir);
  const phases: Phase[] = [];
  let writes: { acknowledged: number; failed: number; lost: number } | undefined;
  let server: RunningServer | undefined;
  try {
    server = await startServer(site.dataDir);
    const { url, pid } = server;
    const publicPaths = [
      "/",
      "/faqs",
      "/news",
      `/news/${site.articleSlug}`,
      "/services/dockside",
      "/why-choose-us",
      "/sitemap.xml",
      "/news?page=2",
    ];
    console.log(`1. Public pages: ${connections} connections, ${publicSeconds} s ...`);
    let run = await withRss(pid, () => load(url, publicPaths, { connections, duration: publicSeconds }));
    phases.push(phaseOf("public pages", run.result, run));

    console.log(
      `2. ${distinctUrls.toLocaleString("en-US")} distinct URLs: ${connections} connections, ${distinctSeconds} s ...`,
    );
    const distinct = distinctPaths();
    run = await withRss(pid, () => load(url, distinct, { connections, duration: distinctSeconds }));
    phases.push(phaseOf("distinct URLs", run.result, run));

    console.log(
      `3. Admin pages: ${adminConnections} signed-in connections, ${adminSeconds} s, while a writer runs ...`,
    );
    const cookie = await signIn(url);
    const adminPaths = [
      "/admin/faqs",
      "/admin/faqs?page=100",
      "/admin/posts",
      "/admin/posts?page=150",
      "/admin/dashboard",
    ];
    const stop = { stopped: false };
    const writing = writeWhile(url, cookie, stop);
    run = await withRss(pid, async () => {
      const result = await load(url, adminPaths, {
        connections: adminConnections,
        duration: adminSeconds,
        headers: { cookie },
      });
      stop.stopped = true;
      return result;
    });
    phases.push(phaseOf("admin pages + writer", run.result, run));
    const written = await writing;

    console.log(`4. Large uploads: ${uploads} photos of 49 megapixels at once ...`);
    const photos = await Promise.all(Array.from({ length: uploads }, largePhoto));
    const megabytes = photos.map((photo) => (photo.length / 1024 / 1024).toFixed(1)).join(", ");
    console.log(`   (JPEG files of ${megabytes} MB)`);
    const started = Date.now();
    const sent = await withRss(pid, () => uploadAtOnce(url, cookie, photos));
    const uploadSeconds = (Date.now() - started) / 1000;
    console.log(
      `   ${sent.result.stored} of ${uploads} stored in ${uploadSeconds.toFixed(1)} s (statuses ${sent.result.statuses.join(" ")}); RSS ${Math.round(sent.before)} MB before, ${Math.round(sent.max)} MB at most, ${Math.round(sent.after)} MB after`,
    );
    phases.push({
      name: "large uploads",
      requests: uploads,
      errors: uploads - sent.result.stored,
      timeouts: 0,
      serverErrors: sent.result.statuses.filter((status) => status >= 500).length,
      non2xx: sent.result.statuses.filter((status) => status !== 200).length,
      p50: 0,
      p99: Math.round(uploadSeconds * 1000),
      rssBeforeMb: Math.round(sent.before),
      rssMaxMb: Math.round(sent.max),
      rssAfterMb: Math.round(sent.after),
    });
    await server.stop();
    server = undefined;
    const acknowledged = written.acknowledged.faqs.length + written.acknowledged.posts.length;
    writes = { acknowledged, failed: written.failed, lost: await lostWrites(site.dataDir, written.acknowledged) };
  } finally {
    await server?.stop();
    await site.remove();
  }
  await report(phases, writes!);
}

async function report(phases: Phase[], writes: { acknowledged: number; failed: number; lost: number }) {
  console.log(
    `\nLoad benchmark: ${contentRows.toLocaleString("en-US")} FAQs and posts, embedded database, Node ${process.version}, ${new Date().toISOString()}\n`,
  );
  console.log(
    formatTable(
      [
        "phase",
        "requests",
        "errors",
        "timeouts",
        "5xx",
        "non-2xx",
        "p50 ms",
        "p99 ms",
        "RSS before",
        "RSS max",
        "RSS after",
      ],
      phases.map((p) => [
        p.name,
        p.requests,
        p.errors,
        p.timeouts,
        p.serverErrors,
        p.non2xx,
        p.p50,
        p.p99,
        `${p.rssBeforeMb} MB`,
        `${p.rssMaxMb} MB`,
        `${p.rssAfterMb} MB`,
      ]),
    ),
  );
  console.log(
    `\nWrites during the admin phase: ${writes.acknowledged} acknowledged, ${writes.failed} refused or failed, ${writes.lost} lost.`,
  );
  console.log("(non-2xx in the distinct-URL phase are the 404s of unknown articles and news pages past the end.)");
  const admin = phases.find((p) => p.name.startsWith("admin"))!;
  const checks = [
    {
      target: "zero errors (connection errors, timeouts, 5xx)",
      ok: phases.every((p) => p.errors === 0 && p.serverErrors === 0),
    },
    { target: "zero lost writes", ok: writes.lost === 0 && writes.acknowledged > 0 },
    { target: `RSS under ${targets.rssMb} MB throughout`, ok: phases.every((p) => p.rssMaxMb < targets.rssMb) },
    { target: `admin pages p99 under ${targets.adminP99Ms} ms`, ok: admin.p99 < targets.adminP99Ms },
  ];
  console.log("\nTargets:");
  for (const check of checks) console.log(`  ${check.ok ? "PASS" : "FAIL"}  ${check.target}`);
  const dir = path.join(projectRoot, "bench-results");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `load-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(
    file,
    JSON.stringify({ node: process.version, connections, adminConnections, phases, writes, checks }, null, 2),
  );
  console.log(`\nResults written to ${path.relative(projectRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(`bench:load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
