import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-system routes (app/routes/*): each route module is found by its file name;
// tests kept beside a route are not routes.
export default flatRoutes({
  ignoredRouteFiles: ["**/.*", "**/*.test.ts", "**/*.test.tsx"],
}) satisfies RouteConfig;
