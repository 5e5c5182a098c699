import { readFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

const VIRTUAL_PREFIX = "virtual:message-catalogues/";
const PART_PREFIX = "virtual:message-part/";

/** A message's part of the catalogue: the start of its name, up to the first "_" ("home_title": "home"). */
export function messagePart(name: string): string {
  const cut = name.indexOf("_");
  if (cut <= 0) throw new Error(`The message name "${name}" does not start with its part ("home_...")`);
  return name.slice(0, cut);
}

/**
 * The compiled catalogue of one language (Paraglide's `locale-modules` output: one
 * `export const name = ... };` block per message, importing nothing), cut into its parts.
 */
export function catalogueParts(source: string): Map<string, string> {
  const blocks = [...source.matchAll(/^export const (\w+) = [\s\S]*?^};$/gm)];
  const declared = source.match(/^export const /gm)?.length ?? 0;
  if (blocks.length !== declared)
    throw new Error(`Read ${blocks.length} of the catalogue's ${declared} messages: has Paraglide's output changed?`);
  const parts = new Map<string, string>();
  for (const [block, name] of blocks) {
    const part = messagePart(name!);
    parts.set(part, `${parts.get(part) ?? ""}${block}\n`);
  }
  return parts;
}

/**
 * `import { catalogueUrl } from "virtual:message-catalogues/<part>"`: the address, in each
 * language, of one part of the compiled catalogue: the messages whose names start with
 * "<part>_", each part and language emitted as a chunk of its own. A page's JavaScript thus
 * carries its own language's messages, and of those only the parts it uses: the shell's
 * ("site", which app/entry.client.tsx loads before hydrating) and its own page's (loaded by a
 * module the page imports, app/platform/i18n/load-catalogue.ts). A part no page loads (the
 * texts only loaders use) never reaches the browser. The importer loads a chunk by that
 * address, which Vite leaves alone: a plain `import("./es.js")` would bring Vite's preloading
 * helper (almost 1 KB) into every public page's first load, for a module that imports nothing.
 */
export function catalogueChunks({ outdir, locales }: { outdir: string; locales: readonly string[] }): Plugin {
  const file = (locale: string) => path.resolve(outdir, "messages", `${locale}.js`);
  return {
    name: "message-catalogue-chunks",
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) || id.startsWith(PART_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (id.startsWith(`\0${PART_PREFIX}`)) {
        const [part, locale] = id.slice(PART_PREFIX.length + 1).split("/") as [string, string];
        const code = catalogueParts(readFileSync(file(locale), "utf8")).get(part);
        if (code === undefined) throw new Error(`No message starts with "${part}_" in the ${locale} catalogue`);
        return code;
      }
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return;
      const part = id.slice(VIRTUAL_PREFIX.length + 1);
      if (this.environment.config.consumer === "server" || this.environment.mode === "dev") {
        // The server never loads catalogues this way; in development the whole files are served as they are.
        const entries = locales.map((locale) => `${JSON.stringify(locale)}: ${JSON.stringify(`/@fs${file(locale)}`)}`);
        return `export const catalogueUrl = { ${entries.join(", ")} };`;
      }
      const entries = locales.map((locale) => {
        const reference = this.emitFile({
          type: "chunk",
          id: `${PART_PREFIX}${part}/${locale}`,
          name: `${part}.${locale}`,
        });
        return `${JSON.stringify(locale)}: import.meta.ROLLUP_FILE_URL_${reference}`;
      });
      return `export const catalogueUrl = { ${entries.join(", ")} };`;
    },
  };
}
