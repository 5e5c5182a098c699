/**
 * The message catalogues' compiler settings, shared by the Vite build (vite.config.ts) and by
 * `npm run messages` (typecheck and unit tests need the compiled catalogues before any build).
 * docs/i18n.md explains the choices: the language comes from the URL only, and each language
 * is its own module so that a page ships only its own language's messages.
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/platform/i18n/paraglide",
  strategy: ["url", "baseLocale"],
  isServer: "import.meta.env.SSR",
  outputStructure: "locale-modules",
  emitTsDeclarations: true,
  emitReadme: false,
} as const;
