import path from "node:path";

import { defineConfig } from "vitest/config";

// `npm run test:container` only (the image build takes minutes): tests/container/container.test.ts.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "../../app") } },
  test: {
    include: ["tests/container/**/*.test.ts"],
    root: path.resolve(import.meta.dirname, "../.."),
    environment: "node",
    fileParallelism: false,
    // Removing an image and containers from vfs storage, and dropping the database, takes a while.
    hookTimeout: 180_000,
  },
});
