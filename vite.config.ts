import path from "node:path";

import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { catalogueChunks } from "./build-tools/catalogue-chunks.ts";
import { paraglideOptions } from "./build-tools/paraglide.ts";
import { precompressAssets } from "./build-tools/precompress.ts";

/**
 * The shared code of the public pages' shell (layout, header, footer, the common icons and
 * helpers), in one chunk for the browser instead of a dozen tiny ones: one request, and
 * one file compresses better than many. Only modules every public page loads belong here,
 * so no page carries another page's code, and nothing of the admin area. The exception is a
 * helper of under 1 KB that several pages share: the schema.org builders (structured-data.ts:
 * /, /contact, /faqs). The post date and the featured picture, which only the news list and
 * articles use, are a chunk of their own: the home page's first load is at its budget.
 */
const publicShellModules = new RegExp(
  [
    "app/platform/config/(agency|time-zone)\\.ts",
    "app/platform/format/current-year\\.ts",
    "app/platform/document/(nonce|use-hydrated|root-data|request-reference)\\.tsx?",
    "app/platform/db/database-outage\\.ts",
    "app/platform/i18n/(locale|use-locale|messages|localized-link|load-catalogue)\\.tsx?",
    "app/features/site/(navigation|site-data|icons|site-header|site-footer|logo|external-link|pending-views|page-header|call-to-action)\\.tsx?",
    "app/features/settings/public-agency\\.ts",
    "app/features/seo/(seo|json-ld-script)\\.tsx?",
  ].join("|"),
);

/**
 * The service catalogue and its icons, which the services pages share: one request instead
 * of two (on a phone's slow connection every request has its own round trips).
 */
const serviceCatalogueModules = /app\/features\/site\/(services|service-icons)\.tsx?$/;

/**
 * React Router names the server build's entry index.js, and a second entry index2.js: the
 * app's entry is named app.js instead, so that the tests can load it by name, and the admin
 * tool's admin.js, which `npm run admin` runs.
 */
const namedEntries = new Set(["app", "admin"]);

function appEntryFileName(): Plugin {
  return {
    name: "app-entry-file-name",
    enforce: "post",
    configEnvironment(name, options) {
      if (name !== "ssr") return;
      const output = options.build?.rollupOptions?.output;
      if (!output || Array.isArray(output)) return;
      return {
        build: {
          rollupOptions: {
            output: {
              entryFileNames: (chunk) =>
                namedEntries.has(chunk.name) ? `${chunk.name}.js` : String(output.entryFileNames),
            },
          },
        },
      };
    },
  };
}

/**
 * Chunks whose functions nearly all run while a page hydrates. V8 compiles a function the
 * first time it is called, on the main thread: hydrating a public page meant some 700 such
 * compiles inside React's render slices (a phone-sized Chromium on a slow two-core machine).
 * This magic comment (V8's explicit compile hint, Chromium 136 and later; a plain comment
 * elsewhere) has the browser compile the whole file on a background thread as it downloads.
 * Only the shared chunks a page starts with (the public shell's `site` on public pages):
 * route chunks and the admin's editors stay compiled on first call, so code a page never
 * runs costs no memory. docs/speed-and-search.md has the measurements.
 */
const chunksRunAtHydration = new Set(["framework", "rolldown-runtime", "root", "entry.client", "site"]);
const compileEagerly = "//# allFunctionsCalledOnLoad\n";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    // The server build's entry is the server process itself (build/server/index.js): it
    // loads the app (server/app.ts, React Router's handler), an entry of the same build
    // (build/server/app.js) that the HTTP tests of the real app load too
    // (tests/support/built-app.ts). The admin tool (scripts/admin.ts) is a third: `npm run admin`
    // runs it with plain node, without tsx compiling its TypeScript at every command.
    rollupOptions: isSsrBuild
      ? { input: { index: "./server/main.ts", app: "./server/app.ts", admin: "./scripts/admin.ts" } }
      : undefined,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            postBanner: (chunk) => (chunksRunAtHydration.has(chunk.name) ? compileEagerly : ""),
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0?rolldown[:/]runtime/,
                  priority: 2,
                },
                { name: "site", test: (id: string) => publicShellModules.test(id.replaceAll("\\", "/")), priority: 1 },
                {
                  name: "services",
                  test: (id: string) => serviceCatalogueModules.test(id.replaceAll("\\", "/")),
                  priority: 1,
                },
              ],
            },
          },
        },
  },
  plugins: [
    paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] }),
    catalogueChunks({ outdir: paraglideOptions.outdir, locales: ["en", "es"] }),
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
    appEntryFileName(),
  ],
}));
