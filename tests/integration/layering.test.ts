import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { tempDir } from "../support/temp-dir";

/*
 * The layering check of `npm run lint` (.dependency-cruiser.cjs) fails on each kind of
 * violation: a small tree of the same shape as app/ is made in a temporary folder, with one
 * deliberate violation per rule, and the real configuration is run over it.
 */

const repoRoot = path.resolve(import.meta.dirname, "../..");
const depcruise = path.join(repoRoot, "node_modules/.bin/depcruise");
const config = path.join(repoRoot, ".dependency-cruiser.cjs");

function tree(files: Record<string, string>): string {
  const dir = tempDir("layering-");
  const tsconfig = { compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] }, moduleResolution: "bundler" } };
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function check(dir: string): { status: number | null; output: string } {
  const run = spawnSync(depcruise, ["--config", config, "--output-type", "err", "app", "server"], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A clean tree: each layer imports only the layers below it. */
const cleanTree = {
  "app/platform/db/client.server.ts": "export const db = 1;\n",
  "app/platform/format/slug.ts": "export const slug = (s: string) => s;\n",
  "app/components/button.tsx": 'import { slug } from "~/platform/format/slug";\nexport const Button = slug;\n',
  "app/features/posts/post.server.ts": 'import { db } from "~/platform/db/client.server";\nexport const post = db;\n',
  "app/features/posts/post-card.tsx": 'import { Button } from "~/components/button";\nexport const Card = Button;\n',
  "app/routes/news.tsx":
    'import { post } from "~/features/posts/post.server";\nimport { Card } from "~/features/posts/post-card";\nexport const loader = () => [post, Card];\n',
  "server/app.ts": 'import { post } from "~/features/posts/post.server";\nexport const app = post;\n',
};

describe("the layering check", () => {
  it("passes a tree where each layer imports only those below it", () => {
    const { status, output } = check(tree(cleanTree));
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  it("fails on each kind of violation, naming the rule", () => {
    const { status, output } = check(
      tree({
        ...cleanTree,
        // The platform imports a feature.
        "app/platform/format/slug.ts":
          'import { post } from "~/features/posts/post.server";\nexport const slug = (s: string) => s + post;\n',
        // A shared component imports a feature.
        "app/components/button.tsx":
          'import { Card } from "~/features/posts/post-card";\nexport const Button = Card;\n',
        // A feature imports a route module.
        "app/features/posts/post-card.tsx": 'import { loader } from "~/routes/news";\nexport const Card = loader;\n',
        // A cycle between two modules of a feature.
        "app/features/posts/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
        "app/features/posts/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
        // Browser code imports a server module.
        "app/features/posts/post-list.tsx": 'import { post } from "./post.server";\nexport const List = () => post;\n',
      }),
    );
    expect(status).not.toBe(0);
    for (const rule of [
      "platform-imports-no-feature",
      "components-import-platform-only",
      "features-import-no-route",
      "no-route-module-imports",
      "no-circular",
      "no-server-module-in-browser-code",
    ]) {
      expect(output, rule).toContain(rule);
    }
  });
});
