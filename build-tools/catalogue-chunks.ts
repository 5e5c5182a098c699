import path from "node:path";

import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:message-catalogues";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `import { catalogueUrl } from "virtual:message-catalogues"`: the address of each language's
 * compiled catalogue, each emitted as a chunk of its own. app/entry.client.tsx imports the page's
 * one by that address, which Vite leaves alone: a plain `import("./es.js")` would bring Vite's
 * preloading helper (almost 1 KB) into every public page's first load, for a module that
 * imports nothing.
 */
export function catalogueChunks({ outdir, locales }: { outdir: string; locales: readonly string[] }): Plugin {
  const file = (locale: string) => path.resolve(outdir, "messages", `${locale}.js`);
  return {
    name: "message-catalogue-chunks",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      if (this.environment.config.consumer === "server" || this.environment.mode === "dev") {
        // The server never loads catalogues this way; in development the files are served as they are.
        const entries = locales.map((locale) => `${JSON.stringify(locale)}: ${JSON.stringify(`/@fs${file(locale)}`)}`);
        return `export const catalogueUrl = { ${entries.join(", ")} };`;
      }
      const entries = locales.map((locale) => {
        const reference = this.emitFile({ type: "chunk", id: file(locale), name: locale });
        return `${JSON.stringify(locale)}: import.meta.ROLLUP_FILE_URL_${reference}`;
      });
      return `export const catalogueUrl = { ${entries.join(", ")} };`;
    },
  };
}
