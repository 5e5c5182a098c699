import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import { requestBodyKindOf, type RequestBodyKind } from "./body-limits";

/*
 * Apart from ./body-limits.ts, which every action imports: this module loads React Router at
 * run time, which the server alone needs (server/react-router-handler.ts). The tests that load
 * the production build (tests/support/built-app.ts) must not have loaded React before it, in
 * the test's own mode.
 */

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/** The build's flat route manifest as the nested routes matchRoutes takes. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots as RouteObject[];
}

/** The page a React Router data request is for: "/admin/faqs.data" is "/admin/faqs", "/_root.data" is "/". */
function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * How many body bytes a request to `pathname` may send: the ordinary limit, unless the route
 * that answers it declares a larger kind of body in its `handle` (./body-limits.ts). Decided
 * before the body is read, from the route manifest.
 */
export function routeBodyLimits(
  build: ServerBuild,
  limits: Readonly<Record<RequestBodyKind, number>>,
): (pathname: string) => number {
  const tree = routeTree(build.routes);
  return (pathname) => {
    const matches = matchRoutes(tree, pagePathOf(pathname)) ?? [];
    const leafId = matches.at(-1)?.route.id;
    const kind = leafId ? requestBodyKindOf(build.routes[leafId]?.module.handle) : "form";
    return limits[kind];
  };
}
