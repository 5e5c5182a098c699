import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { e2eDataRoot, selectedServers } from "./tests/e2e/servers";

/**
 * Debian's Chromium: Playwright cannot download its own browser on these machines. Its
 * headless shell (package chromium-headless-shell, what Playwright itself runs headless) is
 * the same Blink and V8 without the full browser around them: the suites took half the CPU
 * there. The full browser when the shell is not installed, or CHROMIUM_PATH.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

const list = selectedServers();

/** An empty embedded database for every server to start from (tests/e2e/pglite-template.mjs says why). */
const pgliteVersion = (
  JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")) as { version: string }
).version;
const pgliteTemplate = path.join(e2eDataRoot, `pglite-template-${pgliteVersion}`);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Three on the two-core machines: a test mostly waits (for its page, its server, a timer),
  // the run kept less than a third of the CPU busy with two. Each server's suites share its
  // data, so a server whose suites write gets one worker at a time (servers.ts says which only
  // read): the three go to the long chains of those first.
  workers: 3,
  fullyParallel: false,
  retries: 0,
  // Room for the machine, not a speed check (the budgets are tests of their own): on the VMs CI
  // now runs on, a fresh page of memory costs ~12 µs (about ten times a desktop's), so every
  // new browser page and server process starts slowly, and admin flows that took 10-15 s took
  // 25-31 s, past the former 30 s. Tests longer than most say so with test.slow() (three times this).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A failed test keeps its trace (actions, network, console) and a screenshot of the page.
  // The trace leaves out the DOM snapshot and screencast frame it would take at every action:
  // on the two-core machines those took a third of the whole run's CPU.
  use: {
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: list.map((server) => ({
    name: server.name,
    testDir: `tests/e2e/${server.suitesDir}`,
    ...(server.onlySuites ? { testMatch: server.onlySuites } : {}),
    ...(server.exceptSuites ? { testIgnore: server.exceptSuites } : {}),
    use: { ...chromium, baseURL: server.baseURL },
    ...(server.readOnly ? { fullyParallel: true } : { workers: 1 }),
  })),
  // Each on a new DATA_DIR, removed when it stops (tests/e2e/serve.sh).
  webServer: list.map((server) => ({
    command: ["bash", "tests/e2e/serve.sh", server.dataDir, pgliteTemplate, server.seedScript ?? ""]
      .map((word) => JSON.stringify(word))
      .join(" "),
    url: `${server.baseURL}/healthz`,
    reuseExistingServer: false,
    // SIGINT: the server stops at once (no grace for a proxy, server/main.ts) and closes its
    // database, then serve.sh removes its DATA_DIR. The default, SIGKILL, would leave it.
    gracefulShutdown: { signal: "SIGINT", timeout: 15_000 },
    // Servers start at once, each creating its database and hashing its staff's passwords:
    // slow on a busy two-core machine.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      PUBLIC_URL: server.baseURL,
      REQUEST_LOG: "off",
      ...server.env,
    },
  })),
});
