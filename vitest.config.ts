import { availableParallelism } from "node:os";
import path from "node:path";

import { defineConfig } from "vitest/config";

import { catalogueChunks } from "./build-tools/catalogue-chunks.ts";
import { paraglideOptions } from "./build-tools/paraglide.ts";

// Unit and integration tests (beside the code as *.test.ts). End-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  // The pages' messages modules import their part's address (app/platform/i18n/load-catalogue.ts).
  plugins: [catalogueChunks({ outdir: paraglideOptions.outdir, locales: ["en", "es"] })],
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // The run's own temporary folder (TMPDIR), removed at its end: first, so that the other
    // setups' folders are in it too and its teardown, run last, finds only what was left.
    // A migrated database per engine, made once per run and copied into each test file's own.
    globalSetup: [
      "tests/support/run-temp-dir-setup.ts",
      "tests/support/test-database-setup.ts",
      "tests/support/compile-messages-setup.ts",
    ],
    // Both languages' catalogues, as the server holds them (app/platform/i18n/catalogues.server.ts).
    setupFiles: ["tests/support/message-catalogues.ts"],
    // Two files at a time even on two cores (Vitest's default there is one): many files wait on
    // something else much of the time (the servers they start, PostgreSQL, a simulated
    // outage, a scheduled time), and CI has 20 minutes for the whole suite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each file in a worker thread of its own rather than a child process (Vitest's default):
    // the files of app/ took 481 s instead of 649 s on a two-core VM, each no longer paying
    // for a new Node process and its modules. Tests that need a process start the server's.
    pool: "threads",
    // Room for the machine, not a speed check: on the VMs CI now runs on, a fresh page of memory
    // costs ~12 µs, so tests that start servers or browsers run two to three times longer.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
