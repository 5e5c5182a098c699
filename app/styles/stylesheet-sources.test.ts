import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, it } from "vitest";

/*
 * The public stylesheet lists the files whose classes the public pages use (site.css,
 * source(none)). A file that moves away from a listed path takes its classes out of the
 * stylesheet silently: the pages then lose styles (seen as contrast failures). Every listed
 * source must name files that exist.
 */

/**
 * "a/{b,c}.tsx" -> ["a/b.tsx", "a/c.tsx"]: the alternatives of Tailwind's source patterns
 * (glob braces; "(b|c)" is not one, and names a file that does not exist).
 */
function alternatives(source: string): string[] {
  const group = /\{([^}]+)\}/.exec(source);
  if (!group) return [source];
  return group[1]!.split(",").flatMap((choice) => alternatives(source.replace(group[0], choice)));
}

/** Whether a path, or a file name with "*" in its last part, names something that exists. */
function exists(file: string): boolean {
  if (/[()|]/.test(file)) return false;
  const name = path.basename(file);
  if (!name.includes("*")) return existsSync(file);
  const pattern = new RegExp(`^${name.split("*").map(escape).join(".*")}$`);
  return readdirSync(path.dirname(file)).some((entry) => pattern.test(entry));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

it("names only paths that exist in site.css's @source list", () => {
  const stylesheet = readFileSync(path.join(import.meta.dirname, "site.css"), "utf8");
  const sources = [...stylesheet.matchAll(/^@source "([^"]+)";$/gm)].map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(5);
  for (const source of sources) {
    for (const file of alternatives(source)) {
      expect(exists(path.join(import.meta.dirname, file)), file).toBe(true);
    }
  }
});
