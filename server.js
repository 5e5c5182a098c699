// The Node entry: `npm start` runs it on the production build, `npm run dev` with Vite.
// It owns the process: environment checks, static files, compression, request logs,
// listen(), and a clean shut-down on SIGTERM/SIGINT.
import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import process from "node:process";
import compression from "compression";
import express from "express";

const isProduction = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT || 3000);

function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a whole number from 0 to 65535 (got "${process.env.PORT}").`);

const logRequests = process.env.REQUEST_LOG !== "off";

/** One line per request: method, path, status, duration. */
function logWhenFinished(req, res, started = process.hrtime.bigint()) {
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.originalUrl ?? req.url} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
}

function requestLog(req, res, next) {
  logWhenFinished(req, res);
  next();
}

/** Headers for every response; the Content-Security-Policy is set per document in entry.server. */
function setSecurityHeaders(res, secure) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

function securityHeaders(req, res, next) {
  setSecurityHeaders(res, req.secure);
  next();
}

/**
 * The client address as Express resolved it (honouring TRUST_PROXY), in a header the app
 * trusts (rate limits key on it). Any value the client sent under that name is replaced.
 */
function clientIpHeader(req, _res, next) {
  req.headers["x-client-ip"] = normaliseAddress(req.ip ?? req.socket.remoteAddress ?? "");
  next();
}

/** Express's req.secure, for the requests answered before Express (cached pages). */
function isSecure(req) {
  if (req.socket.encrypted) return true;
  if (!app.get("trust proxy fn")(req.socket.remoteAddress, 0)) return false;
  return String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim() === "https";
}

/**
 * One spelling per client: an IPv4 address reached over IPv6 ("::ffff:203.0.113.9") is that
 * IPv4 address, and the loopback is one host however it is reached (::1 or 127.0.0.1).
 */
function normaliseAddress(address) {
  const ipv4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return ipv4 === "::1" ? "127.0.0.1" : ipv4;
}

const assetTypes = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml" };

/**
 * The build writes each script and stylesheet also as .br and .gz, compressed at the highest
 * levels (build-tools/precompress.ts). A client that accepts Brotli (or else gzip) receives
 * that file as it is; the compression middleware leaves encoded responses alone.
 * `chooseContentCoding` is the server build's (app/utils/content-coding.ts).
 */
function precompressedAssets(dir, chooseContentCoding) {
  const files = new Set(readdirSync(dir));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = assetTypes[name.slice(name.lastIndexOf("."))];
    if (!type || name.includes("/") || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    const fileOf = (coding) => `${name}.${coding === "br" ? "br" : "gz"}`;
    const encoding = chooseContentCoding(req.headers["accept-encoding"], (coding) => files.has(fileOf(coding)));
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Type", type);
    req.url = `/${fileOf(encoding)}`;
    next();
  };
}

const app = express();
app.disable("x-powered-by");
// Which proxy hop to believe for the client IP and protocol: never trusted unless configured.
if (process.env.TRUST_PROXY) {
  const value = process.env.TRUST_PROXY;
  app.set("trust proxy", /^\d+$/.test(value) ? Number(value) : value === "true" ? true : value);
}
app.use(securityHeaders);
app.use(clientIpHeader);
app.use(compression());
if (logRequests) app.use(requestLog);

// Listen first, so that a port in use is reported before the database is touched;
// until start-up is done every request gets a 503 (health checks included).
let ready = false;
app.use((req, res, next) => {
  if (ready) return next();
  res.status(503).set("Retry-After", "1").type("text/plain").send("Starting up, try again in a moment.");
});


let serverModule;
if (isProduction) {
  if (!existsSync("./build/server/index.js")) fail("No production build found in ./build: run `npm run build` first (or `npm start`, which builds).");
  serverModule = await import("./build/server/index.js");
  // Hashed file names never change content: browsers and CDNs may keep them for a year.
  app.use("/assets", precompressedAssets("build/client/assets", serverModule.chooseContentCoding));
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
  app.use(serverModule.app);
} else {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  serverModule = await vite.ssrLoadModule("./server/app.ts");
  app.use(async (req, res, next) => {
    try {
      const source = await vite.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

// Public pages the page cache holds are answered before Express (server/app.ts,
// serveCachedPage): routing through Express would cost more than the answer itself.
// Everything else, every page not in the cache, and every request before start-up is
// done goes through the app.
const serveCachedPage = isProduction ? serverModule.serveCachedPage : undefined;
const server = http.createServer((req, res) => {
  const requestStarted = logRequests ? process.hrtime.bigint() : undefined;
  const served = ready && serveCachedPage?.(req, res, () => {
    setSecurityHeaders(res, isSecure(req));
    if (requestStarted) logWhenFinished(req, res, requestStarted);
  });
  if (!served) app(req, res);
});
server.listen(port);
server.on("error", (error) => {
  if (error.code === "EADDRINUSE") fail(`Port ${port} is already in use: stop the other server or set PORT.`);
  if (error.code === "EACCES") fail(`No permission to listen on port ${port}: choose another PORT.`);
  fail(error.message);
});
await new Promise((resolve) => server.once("listening", resolve));

let started;
try {
  started = await serverModule.startup();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
ready = true;
console.log(`Server listening on http://localhost:${server.address().port} (${started.database})`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing in-flight requests, then closing the database.`);
  // In-flight requests finish; idle keep-alive sockets close now; a stuck request cannot hold us forever.
  const forced = setTimeout(() => {
    console.error("Shut-down took longer than 10 s: closing the remaining connections.");
    server.closeAllConnections();
  }, 10_000);
  forced.unref();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  try {
    await serverModule.shutdown();
  } catch (error) {
    console.error(`error while closing the database: ${error.message}`);
  }
  console.log("Stopped.");
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
