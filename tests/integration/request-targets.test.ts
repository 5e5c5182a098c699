/**
 * Request targets and addresses no page sends, from outside, on the production build (the
 * bundler once dropped the percent-escape check: only the build shows that): absolute-form and
 * asterisk-form targets (RFC 9112, 3.2), and broken percent-escapes, which are refused with
 * 400 and logged at most once a minute.
 */
import { connect } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "../support/migrated-data-dir";
import { ensureBuild, killAll, startServer, type ServerProcess } from "../support/serve";

const servers: ServerProcess[] = [];
let port = 0;

beforeAll(async () => {
  ensureBuild();
  const started = await startServer({ DATA_DIR: await migratedDataDir("targets-"), REQUEST_LOG: "off" });
  servers.push(started.server);
  port = started.port;
}, 180_000);
afterAll(() => killAll(servers));

/** Sends one request exactly as written (fetch cannot send these targets) and reads the answer. */
function rawRequest(
  requestLine: string,
  headers = `Host: localhost:${port}`,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`${requestLine}\r\n${headers}\r\nConnection: close\r\n\r\n`);
    });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, text: answer.slice(answer.indexOf("\r\n\r\n") + 4) });
    });
  });
}

describe("request targets", () => {
  it("answers an absolute-form target as its path (RFC 9112: the authority is the host)", async () => {
    const home = await rawRequest(`GET http://localhost:${port}/ HTTP/1.1`);
    expect(home.status).toBe(200);
    expect(home.text).toContain("</html>");
    const admin = await rawRequest("GET http://evil.example/admin HTTP/1.1");
    expect([301, 302, 303, 307, 308]).toContain(admin.status);
    const unknown = await rawRequest(`GET http://localhost:${port}/no-such-page HTTP/1.1`);
    expect(unknown.status).toBe(404);
  });

  it("answers OPTIONS * with the methods, any other method with * 400, never 500", async () => {
    const options = await rawRequest("OPTIONS * HTTP/1.1");
    expect(options.status).toBe(204);
    for (const line of ["GET * HTTP/1.1", "POST * HTTP/1.1", "GET evil.example:443 HTTP/1.1"]) {
      expect((await rawRequest(line)).status, line).toBe(400);
    }
    expect(servers[0]!.output()).not.toMatch(/\n\s+at /);
  });

  it("refuses broken percent-escapes with 400, and logs them at most once a minute", async () => {
    const before = servers[0]!.output().length;
    for (const path of ["/news/%ZZ", "/%C0%AF", "/news/%E0%A4%A", "/%", "/services/%G1"]) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).toBe("Bad request: the address is malformed (a broken percent-escape).");
    }
    const logged = servers[0]!.output().slice(before);
    expect(logged).not.toContain("could not be decoded");
    expect(logged.match(/broken percent-escape/g) ?? []).toHaveLength(1);
  });
});
