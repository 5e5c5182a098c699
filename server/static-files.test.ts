import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, expect, it } from "vitest";

import { documentResponse, startTestSite, type TestServer } from "../tests/support/http-app";
import { tempDir } from "../tests/support/temp-dir";
import { staticFiles } from "./static-files";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientDir(): string {
  const dir = tempDir("client-");
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "icons"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "icons", "apple.png"), "png");
  writeFileSync(path.join(dir, "assets", "entry-abc123.js"), "console.log(1)");
  return dir;
}

it("serves the build's files, and leaves every other path to the app without asking the disk", async () => {
  const dir = clientDir();
  server = await startTestSite(() => documentResponse("<h1>the app</h1>"), { before: staticFiles(dir) });

  const favicon = await server.get("/favicon.svg");
  expect(favicon.status).toBe(200);
  expect(favicon.body.toString()).toBe("<svg/>");
  expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  expect((await server.get("/icons/apple.png")).body.toString()).toBe("png");
  const script = await server.get("/assets/entry-abc123.js");
  expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

  // A file that appears after start is not looked for: the set of files is the build's.
  writeFileSync(path.join(dir, "later.txt"), "not served");
  const later = await server.get("/later.txt");
  expect(later.body.toString()).toContain("the app");
  expect((await server.get("/news")).body.toString()).toContain("the app");
});
