import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests (beside the code as *.test.ts). End-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
