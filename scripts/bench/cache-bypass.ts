/*
 * npm run bench:cache-bypass — what requests no real visitor needs cost the server, next to
 * a page answered from the page cache (the security review's N2: a bogus session cookie, an
 * unknown path, an article or a news page that does not exist, each a new one every request).
 *
 * The cases held to MAX_RATIO ask one address again and again, as a load tool or a scanner
 * does (the page cache remembers an address found missing); the same cases with a new address
 * each request are printed too (they go through the router, and are answered with a stored
 * 404 document instead of a render).
 *
 * Seeds an embedded database (20 FAQs, 30 posts), starts the production server, and for each
 * case sends REQUESTS requests (CONCURRENCY at a time, keep-alive) after a warm-up, reading
 * the server's CPU time from /proc before and after: the cost of one request is the server's
 * CPU time over the requests, so the client's own work does not count. Prints the cost per
 * request, its ratio to a cached hit, and the server's RSS; exits 1 when a ratio is over
 * MAX_RATIO (2).
 *
 * Environment: REQUESTS (default 3000), CONCURRENCY (default 8), BENCH_SKIP_BUILD=1.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";

import { ensureBuild, formatTable, seedSite, startServer } from "./support";

const requests = Number(process.env.REQUESTS || 3000);
const concurrency = Number(process.env.CONCURRENCY || 8);
const MAX_RATIO = 2;

const random = () => randomBytes(6).toString("hex");

interface Case {
  name: string;
  /** The path of one request (a new one each time for the random cases). */
  path: () => string;
  headers?: () => Record<string, string>;
  /** Held to MAX_RATIO; the others are printed for what they cost. */
  checked: boolean;
}

/** One random address, then asked again and again (what a load tool or a scanner repeats). */
function repeated(make: () => string): () => string {
  const address = make();
  return () => address;
}

const unknownPath = () => `/${random()}`;
const unknownSection = () => `/${random()}/${random()}`;
const missingArticle = () => `/news/${random()}`;
const pastTheEnd = () => `/news?page=${1000 + Math.floor(Math.random() * 1e6)}`;
const notAPage = () => `/news?page=${random()}`;

const cases: Case[] = [
  { name: "cached hit: /", path: () => "/", checked: false },
  {
    name: "bogus session cookie: /",
    path: () => "/",
    headers: () => ({ cookie: `better-auth.session_token=${random()}.${random()}` }),
    checked: true,
  },
  { name: "unknown path, repeated", path: repeated(unknownPath), checked: true },
  { name: "unknown section, repeated", path: repeated(unknownSection), checked: true },
  { name: "missing article, repeated", path: repeated(missingArticle), checked: true },
  { name: "news past the end, repeated", path: repeated(pastTheEnd), checked: true },
  { name: "news page not a number, repeated", path: repeated(notAPage), checked: true },
  { name: "unknown path, new each time", path: unknownPath, checked: false },
  { name: "unknown section, new each time", path: unknownSection, checked: false },
  { name: "missing article, new each time", path: missingArticle, checked: false },
  { name: "news past the end, new each time", path: pastTheEnd, checked: false },
  { name: "news page not a number, new each time", path: notAPage, checked: false },
];

/** User and system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

async function send(base: string, agent: http.Agent, testCase: Case, count: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let sent = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${base}${testCase.path()}`,
        { agent, headers: { "accept-encoding": "gzip, br", ...testCase.headers?.() } },
        (response) => {
          statuses.set(response.statusCode!, (statuses.get(response.statusCode!) ?? 0) + 1);
          response.resume();
          response.on("end", resolve);
        },
      );
      request.on("error", reject);
    });
  const worker = async () => {
    while (sent < count) {
      sent++;
      await one();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

async function main() {
  ensureBuild();
  const site = await seedSite({ faqs: 20, posts: 30 });
  const server = await startServer(site.dataDir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const rows: (string | number)[][] = [];
  let baseline = 0;
  let worst = 0;
  try {
    // The server's code warmed up first, so that the baseline is not the slowest case.
    await send(server.url, agent, cases[0]!, 3 * requests);
    for (const testCase of cases) {
      await send(server.url, agent, testCase, Math.min(300, requests));
      const before = cpuMs(server.pid);
      const statuses = await send(server.url, agent, testCase, requests);
      const perRequestUs = ((cpuMs(server.pid) - before) * 1000) / requests;
      if (baseline === 0) baseline = perRequestUs;
      const ratio = perRequestUs / baseline;
      if (testCase.checked) worst = Math.max(worst, ratio);
      const answered = [...statuses].map(([status, n]) => `${status}×${n}`).join(" ");
      rows.push([
        `${testCase.name}${testCase.checked ? "" : " *"}`,
        answered,
        Math.round(perRequestUs),
        ratio.toFixed(2),
        rssMb(server.pid),
      ]);
      console.log(`  ${testCase.name}: ${Math.round(perRequestUs)} µs CPU a request (${ratio.toFixed(2)}x)`);
    }
  } finally {
    agent.destroy();
    await server.stop();
    await site.remove();
  }
  console.log(`\n${requests} requests a case, ${concurrency} at a time; CPU time of the server process.\n`);
  console.log(formatTable(["case", "statuses", "µs CPU/request", "x cached hit", "RSS MB"], rows));
  console.log(
    "* not held to the target: a new address each request is routed, and answered with a stored 404 document.",
  );
  console.log(`\nWorst ratio of the checked cases ${worst.toFixed(2)}x (target: at most ${MAX_RATIO}x).`);
  if (worst > MAX_RATIO) process.exitCode = 1;
}

await main();
