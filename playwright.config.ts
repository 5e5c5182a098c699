import { defineConfig, devices } from "@playwright/test";
import { servers } from "./tests/e2e/servers";

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
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

const list = Object.values(servers);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Suites share servers and their data: one at a time keeps counts and states deterministic.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { trace: "retain-on-failure" },
  projects: list.map((server) => ({
    name: server.name,
    testDir: `tests/e2e/${server.name}`,
    use: { ...chromium, baseURL: server.baseURL },
  })),
  webServer: list.map((server) => ({
    command: [
      `rm -rf ${JSON.stringify(server.dataDir)}`,
      server.seedScript ? `npx tsx ${server.seedScript}` : "true",
      "node server.js",
    ].join(" && "),
    url: `${server.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
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
