import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  future: {
    // Request policy (same-origin mutations, the staff guard, the admin's response headers)
    // runs as route middleware: app/root.tsx and app/routes/admin/route.tsx.
    v8_middleware: true,
    // React Router 8's other changes, not adopted yet: each changes behaviour the tests pin
    // (route chunks, the Vite environment API, the Request handed to loaders, .data URLs).
    // false keeps today's behaviour and says it was decided, which silences the build's warnings.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // React Router's own check would answer a cross-site form post 400 before any middleware
  // runs; the root middleware applies the stricter rule (it also refuses a post that names
  // no origin at all) and answers 403, so every origin is let through to it.
  allowedActionOrigins: ["**"],
} satisfies Config;
