/*
 * npm run bench:http — throughput and latency of the production server.
 *
 * Seeds an embedded database (100 FAQs, 1,000 published posts), starts the production server
 * twice (page cache on, then PAGE_CACHE=off) and loads each route with autocannon
 * (50 connections, 10 s). Then a bare node:http server answers the same bytes from memory:
 * the ceiling for Node on this machine. Prints req/s, p50, p99, errors and the ratio to the
 * ceiling, and checks the targets: no errors, cached pages at least half the ceiling, p99
 * under 20 ms cached.
 *
 * Environment: DURATION (seconds a route, default 10), CONNECTIONS (default 50), WARMUP
 * (seconds of warm-up a route, default 2), BENCH_SKIP_BUILD=1 (reuse ./build).
 * The table is also written to bench-results/http-<time>.json.
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";

import autocannon from "autocannon";

import {
  benchRoutes,
  ensureBuild,
  formatTable,
  freePort,
  projectRoot,
  seedSite,
  startServer,
  type RunningServer,
} from "./support";

const duration = Number(process.env.DURATION || 10);
const connections = Number(process.env.CONNECTIONS || 50);
const warmup = Number(process.env.WARMUP ?? 2);
const targets = { ceilingRatio: 0.5, p99Ms: 20 };

type Mode = "cached" | "no cache" | "node:http ceiling";

interface Measurement {
  route: string;
  mode: Mode;
  status: number;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

/** One GET as autocannon sends it (no Accept-Encoding): what the ceiling server will replay. */
function record(url: string): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value === undefined || ["date", "connection", "keep-alive", "transfer-encoding"].includes(name))
              continue;
            headers[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          headers["content-length"] = String(body.length);
          resolve({ status: response.statusCode!, headers, bodyBase64: body.toString("base64") });
        });
      })
      .on("error", reject);
  });
}

async function measure(route: string, mode: Mode, baseUrl: string): Promise<Measurement> {
  const url = baseUrl + route;
  const sample = await record(url);
  if (warmup > 0) await autocannon({ url, connections: Math.min(connections, 10), duration: warmup });
  const result = await autocannon({ url, connections, duration });
  const measurement: Measurement = {
    route,
    mode,
    status: sample.status,
    bytes: Buffer.from(sample.bodyBase64, "base64").length,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(
    `  ${mode.padEnd(17)} ${route.padEnd(28)} ${Math.round(measurement.requestsPerSecond).toString().padStart(7)} req/s  p99 ${measurement.p99} ms`,
  );
  return measurement;
}

async function startCeiling(responsesFile: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(projectRoot, "scripts/bench/ceiling-server.ts"), responsesFile],
    {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`The ceiling server exited (${code}).`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function main() {
  ensureBuild();
  console.log("Seeding 100 FAQs and 1,000 published posts through the models ...");
  const site = await seedSite({ faqs: 100, posts: 1000 });
  const routes = benchRoutes(site.articleSlug);
  const measurements: Measurement[] = [];
  const recorded: Record<string, RecordedResponse> = {};
  console.log(
    `Measuring ${routes.length} routes: ${connections} connections, ${duration} s each (after ${warmup} s of warm-up).`,
  );
  try {
    for (const mode of ["cached", "no cache"] as const) {
      const server = await startServer(site.dataDir, { PAGE_CACHE: mode === "cached" ? "on" : "off" });
      try {
        for (const route of routes) {
          if (mode === "cached") recorded[route] = await record(server.url + route);
          measurements.push(await measure(route, mode, server.url));
        }
      } finally {
        await server.stop();
      }
    }
    const responsesFile = path.join(site.dataDir, "ceiling-responses.json");
    await writeFile(responsesFile, JSON.stringify(recorded));
    const ceiling = await startCeiling(responsesFile);
    try {
      for (const route of routes) measurements.push(await measure(route, "node:http ceiling", ceiling.url));
    } finally {
      await ceiling.stop();
    }
  } finally {
    await site.remove();
  }
  await report(routes, measurements);
}

function report(routes: string[], measurements: Measurement[]) {
  const find = (route: string, mode: Mode) => measurements.find((m) => m.route === route && m.mode === mode)!;
  const rows = routes.flatMap((route) => {
    const ceiling = find(route, "node:http ceiling");
    return (["cached", "no cache", "node:http ceiling"] as const).map((mode) => {
      const m = find(route, mode);
      return [
        mode === "cached" ? route : "",
        mode,
        m.status,
        `${(m.bytes / 1024).toFixed(1)} KB`,
        Math.round(m.requestsPerSecond),
        m.p50,
        m.p99,
        m.errors,
        m.non2xx,
        mode === "node:http ceiling" ? "1.00" : (m.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2),
      ];
    });
  });
  console.log(
    `\nHTTP benchmark: ${connections} connections, ${duration} s a route, Node ${process.version}, ${new Date().toISOString()}\n`,
  );
  console.log(
    formatTable(
      ["route", "server", "status", "body", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "× ceiling"],
      rows,
    ),
  );

  const app = measurements.filter((m) => m.mode !== "node:http ceiling");
  const cached = measurements.filter((m) => m.mode === "cached");
  const checks = [
    {
      target: "zero errors and non-2xx responses",
      ok: app.every((m) => m.errors === 0 && m.non2xx === 0 && m.status === 200),
    },
    {
      target: `cached pages at least ${targets.ceilingRatio} of the ceiling`,
      ok: cached.every(
        (m) => m.requestsPerSecond >= targets.ceilingRatio * find(m.route, "node:http ceiling").requestsPerSecond,
      ),
    },
    { target: `p99 under ${targets.p99Ms} ms cached`, ok: cached.every((m) => m.p99 < targets.p99Ms) },
  ];
  console.log("\nTargets:");
  for (const check of checks) console.log(`  ${check.ok ? "PASS" : "FAIL"}  ${check.target}`);
  return writeResults({ connections, duration, warmup, node: process.version, measurements, checks });
}

async function writeResults(results: unknown) {
  const dir = path.join(projectRoot, "bench-results");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `http-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(file, JSON.stringify(results, null, 2));
  console.log(`\nResults written to ${path.relative(projectRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(`bench:http failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
