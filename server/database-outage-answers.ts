import { data, type ServerBuild } from "react-router";

import { DATABASE_NOT_ANSWERING, DATABASE_RETRY_AFTER_SECONDS, isDatabaseOutage } from "~/platform/db/database-outage";

/*
 * Every loader and action of the build, answered 503 with one plain sentence when the
 * database does not answer (a PostgreSQL outage, the embedded database's disk turned
 * read-only), instead of React Router's 500 'Unexpected Server Error'. Loader and action
 * errors never reach a middleware (React Router catches them first), so the build's route
 * modules are wrapped here, once per build.
 *
 * - A loader or a route middleware (the staff guard) throws the 503: the error page says it (app/routes/*'s ErrorBoundary), and the
 *   page cache answers a public page's last good copy instead when it holds one.
 * - An action returns it as its answer, so the page keeps its form and what was typed: the
 *   sentence under each name the forms read their refusal from (`error` for the admin lists,
 *   `formError` for the sign-in pages, `message` for the settings, staff and media forms).
 */

const outageHeaders = { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };

/** An action's answer while the database does not answer. */
export const databaseOutageActionAnswer = {
  ok: false,
  kind: "refused",
  error: DATABASE_NOT_ANSWERING,
  formError: DATABASE_NOT_ANSWERING,
  message: DATABASE_NOT_ANSWERING,
} as const;

type RouteFunction = (args: never) => unknown;

function answeringLoader(loader: RouteFunction): RouteFunction {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      throw data(DATABASE_NOT_ANSWERING, { status: 503, headers: outageHeaders });
    }
  };
}

type Middleware = (args: never, next: never) => unknown;

/** A middleware (the staff guard reads the session from the database) answers as a loader does. */
function answeringMiddleware(middleware: Middleware): Middleware {
  return async (args, next) => {
    try {
      return await middleware(args, next);
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      throw data(DATABASE_NOT_ANSWERING, { status: 503, headers: outageHeaders });
    }
  };
}

function answeringAction(action: RouteFunction): RouteFunction {
  return async (args) => {
    try {
      return await action(args);
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      return data(databaseOutageActionAnswer, { status: 503, headers: outageHeaders });
    }
  };
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/** The build with its loaders, actions and route middleware answering database outages with 503. */
export function answerDatabaseOutages(build: ServerBuild): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action, middleware } = route.module as {
      loader?: RouteFunction;
      action?: RouteFunction;
      middleware?: Middleware[];
    };
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: answeringLoader(loader) } : {}),
        ...(action ? { action: answeringAction(action) } : {}),
        ...(middleware ? { middleware: middleware.map(answeringMiddleware) } : {}),
      } as typeof route.module,
    };
  }
  const answering = { ...build, routes };
  wrapped.set(build, answering);
  return answering;
}
