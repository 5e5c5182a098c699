/**
 * The layering of the code, checked by `npm run lint` (docs/ARCHITECTURE.md draws it):
 *
 *   server/ (the HTTP process)  ->  app/routes/  ->  app/features/  ->  app/components/  ->  app/platform/
 *
 * Each layer imports only the layers to its right (features may import other features, without
 * cycles); nothing imports a route module but the router itself; and a module the browser may
 * load never imports a `*.server` module.
 */

/** Files of the app that only the server runs: `*.server.*`, the process, tests, scripts. */
const SERVER_ONLY = "\\.server(\\.|$)";
/** Tests may drive a module through the layers above it (a cache test saves a post). */
const TESTS = "\\.test\\.tsx?$";
/** The app's composition roots: they may wire every layer together. */
const APP_ROOTS = "^app/(root\\.tsx|entry\\.server\\.tsx|routes\\.ts|scheduled-tasks\\.server\\.ts)$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: two modules that need each other belong together, or one of them does two jobs.",
      from: {},
      to: { circular: true },
    },
    {
      name: "platform-imports-no-feature",
      severity: "error",
      comment:
        "app/platform/ (database, config, mail, request policy, cache, tasks, formatting) is under every feature: " +
        "it imports nothing from features, shared components, routes or the app's roots.",
      from: { path: "^app/platform/", pathNot: TESTS },
      to: { path: ["^app/(features|components|routes)/", APP_ROOTS, "^server/"] },
    },
    {
      name: "components-import-platform-only",
      severity: "error",
      comment:
        "app/components/ holds UI that knows no feature: a piece that needs a feature's code belongs in that feature's folder.",
      from: { path: "^app/components/", pathNot: TESTS },
      to: { path: ["^app/(features|routes)/", APP_ROOTS, "^server/"] },
    },
    {
      name: "features-import-no-route",
      severity: "error",
      comment: "A feature is used by routes, never the other way round: move what both need into the feature.",
      from: { path: "^app/features/", pathNot: TESTS },
      to: { path: ["^app/routes/", APP_ROOTS, "^server/"] },
    },
    {
      name: "no-route-module-imports",
      severity: "error",
      comment:
        "Route modules are the router's: a piece two routes share lives in a feature or in app/components/. " +
        "Only a route's own tests (beside it) import it.",
      from: { pathNot: ["^app/routes/", "\\.test\\.tsx?$", "^tests/", "^app/routes\\.ts$"] },
      to: { path: "^app/routes/" },
    },
    {
      name: "no-server-module-in-browser-code",
      severity: "error",
      comment:
        "A module the browser may load imports a *.server module: the server's code (and its secrets) would ship to the browser. " +
        "Route modules are exempt: React Router strips their loader and action, and the imports only they use, from the browser's build.",
      from: {
        path: "^app/(platform|features|components)/",
        pathNot: [SERVER_ONLY, "\\.test\\.tsx?$"],
      },
      // A type-only import is erased from the build: it ships nothing.
      to: { path: SERVER_ONLY, dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "^\\.react-router/", "^build/"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
