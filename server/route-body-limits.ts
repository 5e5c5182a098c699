import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import type { RequestBodyLimits } from "~/platform/config/env.server";
import { requestBodyKindOf } from "~/platform/http/request-body-kind";

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
 * that answers it declares a larger kind of body in its `handle` (an upload form: see
 * app/platform/http/request-body-kind.ts). Decided before the body is read, from the route manifest.
 */
export function routeBodyLimits(build: ServerBuild, limits: RequestBodyLimits): (pathname: string) => number {
  const tree = routeTree(build.routes);
  return (pathname) => {
    const matches = matchRoutes(tree, pagePathOf(pathname)) ?? [];
    const leafId = matches.at(-1)?.route.id;
    const kind = leafId ? requestBodyKindOf(build.routes[leafId]?.module.handle) : "form";
    return limits[kind];
  };
}
