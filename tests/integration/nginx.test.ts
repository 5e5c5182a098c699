/**
 * deploy/nginx/teamwork-staffing.conf as an operator installs it, with this test's ports,
 * a self-signed certificate and a directory of its own: `nginx -t` accepts it, and the app
 * behind it (TRUST_PROXY=loopback) sees the client's address and HTTPS. Needs nginx (the
 * Debian package nginx-light; .ci/run installs it) and openssl.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ensureBuild, killAll, projectRoot, startServer, type ServerProcess } from "../support/serve";
import { tempDir } from "../support/temp-dir";

const ADMIN = { email: "nginx-admin@example.com", password: "behind the proxy 1" };
const CLIENT_ADDRESS = "127.0.0.2";

const workDir = tempDir("nginx-");
// nginx's workers run as nobody: they must reach the temporary and cache directories.
chmodSync(workDir, 0o755);
const servers: ServerProcess[] = [];
let nginx: ChildProcess | undefined;
let httpPort = 0;
let httpsPort = 0;
let appPort = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The example with this test's addresses in place of the operator's. */
function siteConfig(): string {
  const example = readFileSync(path.join(projectRoot, "deploy/nginx/teamwork-staffing.conf"), "utf8");
  const replaced = example
    .replace(/^\s*#.*$/gm, "")
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.com\/fullchain\.pem/, path.join(workDir, "cert.pem"))
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.com\/privkey\.pem/, path.join(workDir, "key.pem"))
    .replace("/var/cache/nginx/teamwork-staffing", path.join(workDir, "cache"))
    .replace("/var/www/letsencrypt", path.join(workDir, "acme"));
  for (const operatorPath of ["/etc/letsencrypt", "/var/cache", "/var/www", ":3000", "listen 80", "listen 443"])
    expect(replaced, `${operatorPath} left in the test's copy`).not.toContain(operatorPath);
  return replaced;
}

function writeNginxConfig(): string {
  writeFileSync(path.join(workDir, "site.conf"), siteConfig());
  const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
  const main = `
worker_processes 1;
daemon off;
pid ${path.join(workDir, "nginx.pid")};
error_log ${path.join(workDir, "error.log")} warn;
events {}
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${path.join(workDir, "site.conf")};
}
`;
  const file = path.join(workDir, "nginx.conf");
  writeFileSync(file, main);
  return file;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request from CLIENT_ADDRESS (any 127.x address is this host), over HTTPS to nginx unless `url` says http. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === "https:" ? httpsRequest : httpRequest)(
      target,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: CLIENT_ADDRESS,
        rejectUnauthorized: false,
        servername: "localhost",
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const site = () => `https://localhost:${httpsPort}`;

function signIn(url: string): Promise<Answer> {
  return send(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site() },
    body: JSON.stringify(ADMIN),
  });
}

beforeAll(async () => {
  ensureBuild();
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      path.join(workDir, "key.pem"),
      "-out",
      path.join(workDir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  const started = await startServer({
    TRUST_PROXY: "loopback",
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    DATA_DIR: path.join(workDir, "data"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  servers.push(started.server);
  appPort = started.port;
}, 180_000);

afterAll(() => {
  nginx?.kill("SIGQUIT");
  killAll(servers);
});

describe("the nginx example", { timeout: 60_000 }, () => {
  it("passes nginx -t", () => {
    const config = writeNginxConfig();
    const check = spawnSync("nginx", ["-t", "-c", config], { encoding: "utf8" });
    expect(check.stderr).toContain("syntax is ok");
    expect(check.stderr).toContain("test is successful");
    expect(check.status).toBe(0);
  });

  it("serves the app over HTTPS, with the client's address, and redirects HTTP", async () => {
    nginx = spawn("nginx", ["-c", path.join(workDir, "nginx.conf")], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    while ((await send(`${site()}/healthz`).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline) throw new Error(readFileSync(path.join(workDir, "error.log"), "utf8"));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const redirect = await send(`http://127.0.0.1:${httpPort}/faqs?x=1`, { headers: { Host: "localhost" } });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("https://localhost/faqs?x=1");

    // HTTPS as the app sees it (X-Forwarded-Proto from a trusted proxy): the HSTS header, which
    // the app sends on HTTPS requests only, and not when reached over http directly.
    expect((await send(`${site()}/faqs`)).headers["strict-transport-security"]).toMatch(/^max-age=/);
    // nginx's request id is the app's (X-Request-Id from a trusted proxy); reached directly, the app makes one.
    expect((await send(`${site()}/faqs`)).headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    expect((await send(`http://127.0.0.1:${appPort}/faqs`)).headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-/);
    expect((await send(`http://127.0.0.1:${appPort}/faqs`)).headers["strict-transport-security"]).toBeUndefined();
    const signedIn = await signIn(site());
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["set-cookie"]!.join("\n")).toMatch(/; Secure/i);
    const cookies = (signedIn.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!);
    expect(signedIn.headers["set-cookie"]!.join("\n")).toMatch(/; Secure/i);

    // The client's address, as nginx passed it on: the activity log's sign-in row.
    let csv = "";
    for (let attempt = 0; attempt < 50 && !csv.includes(CLIENT_ADDRESS); attempt++) {
      csv = (await send(`${site()}/admin/activity.csv`, { headers: { Cookie: cookies.join("; ") } })).body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(csv).toContain(CLIENT_ADDRESS);
  });

  it("keeps the hashed assets, and refuses a body over the largest limit", async () => {
    const asset = readdirSync(path.join(projectRoot, "build/client/assets")).find((name) => name.endsWith(".js"))!;
    const first = await send(`${site()}/assets/${asset}`);
    expect(first.status).toBe(200);
    const second = await send(`${site()}/assets/${asset}`);
    expect(second.headers["x-proxy-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toContain("immutable");

    const tooLarge = await send(`${site()}/admin/posts`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site() },
      body: "x".repeat(13 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
  });
});
