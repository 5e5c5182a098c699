import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-system routes (app/routes/*): each route module is found by its file name;
// tests kept beside a route are not routes.
const fileRoutes = await flatRoutes({
  ignoredRouteFiles: ["**/.*", "**/*.test.ts", "**/*.test.tsx"],
});

/**
 * The public site once more under /es, in Spanish: the same modules and the same paths
 * (/es/contact, /es/news/{slug}), each route under an id of its own. The page's language
 * comes from its address (app/platform/i18n/locale.ts).
 */
function spanish(route: RouteConfigEntry): RouteConfigEntry {
  return { ...route, id: `es/${route.id ?? route.file}`, children: route.children?.map(spanish) };
}

const publicSite = fileRoutes.find((route) => route.file === "routes/_public.tsx");
if (!publicSite) throw new Error("app/routes/_public.tsx (the public site's layout) is missing");

export default [...fileRoutes, { ...spanish(publicSite), path: "es" }] satisfies RouteConfig;
