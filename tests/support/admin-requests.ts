/**
 * Calling the admin routes' loaders and actions as React Router would, with a real staff
 * session (better-auth on the active test database) or without one: through the middleware
 * of the routes above them (the root's, then the admin layout's), so that the guard, the
 * same-origin check and the private headers apply as they do in the app.
 */
import { sql } from "drizzle-orm";
import {
  createStaticHandler,
  isRouteErrorResponse,
  RouterContextProvider,
  type MiddlewareFunction,
} from "react-router";
import { describe, expect, it, vi } from "vitest";

import { getConfig } from "~/platform/config/env.server";
import { getDb } from "~/platform/db/client.server";
import { middleware as rootMiddleware } from "~/root";
import { middleware as adminLayoutMiddleware } from "~/routes/admin/route";

/** Read when a request is made: a test may set the environment before that. */
const siteOrigin = () => new URL(getConfig().publicUrl).origin;
export const EVIL_ORIGIN = "https://evil.example";

export { signInStaff } from "./sign-in-staff";

export interface RequestOptions {
  /** The Cookie header (a signed-in session), if any. */
  cookie?: string;
  /** The Origin header; the site's own origin unless given (null: none at all). */
  origin?: string | null;
  /** Form fields (a file as a Blob): the request becomes a POST with them. */
  form?: Record<string, string | Blob>;
}

export function adminRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  const origin = options.origin === undefined ? siteOrigin() : options.origin;
  if (origin) headers.set("Origin", origin);
  if (!options.form) return new Request(new URL(path, siteOrigin()), { headers });
  const body = new FormData();
  for (const [name, value] of Object.entries(options.form)) body.set(name, value);
  return new Request(new URL(path, siteOrigin()), { method: "POST", headers, body });
}

export interface Settled {
  status: number;
  /** The answer's data: what the loader or action returned, or the body of the Response it or a middleware answered with. */
  body: unknown;
  /** For redirects. */
  location: string | null;
}

/** The middleware of the routes a route sits below, outermost first. */
export const adminRoutes: MiddlewareFunction<Response>[][] = [rootMiddleware, adminLayoutMiddleware];
/** The sign-in pages sit below the root only. */
export const topLevelRoutes: MiddlewareFunction<Response>[][] = [rootMiddleware];

type RouteFunction = (args: never) => unknown;

/** Runs a route's loader or action on `request` (see routeResponse); the answer as status and body. */
export async function callRoute(
  routeFunction: RouteFunction,
  request: Request,
  layers = adminRoutes,
): Promise<Settled> {
  const response = await routeResponse(routeFunction, request, layers);
  return { status: response.status, body: await readBody(response), location: response.headers.get("Location") };
}

/**
 * The Response to `request` of a route at the request's path with `routeFunction` as its
 * loader (GET) or action (POST), below routes with the `layers` of middleware (by default
 * the admin layout's, below the root's). React Router's own handler runs it: middleware,
 * thrown redirects and responses, data() statuses and headers; no revalidation after an action, as for
 * the app's data requests. The body is the data as JSON.
 */
export async function routeResponse(
  routeFunction: RouteFunction,
  request: Request,
  layers = adminRoutes,
): Promise<Response> {
  const handler = routeFunction as never;
  const leaf = { id: "route", path: new URL(request.url).pathname.slice(1), loader: handler, action: handler };
  const routes = layers.reduceRight<object>(
    (child, middleware, depth) => ({
      id: `layer-${depth}`,
      ...(depth === 0 ? { path: "/" } : {}),
      middleware,
      children: [child],
    }),
    leaf,
  );
  const response = await createStaticHandler([routes]).query(request, {
    requestContext: new RouterContextProvider(),
    skipRevalidation: true,
    generateMiddlewareResponse: async (query) => {
      const answer = await query(request);
      if (answer instanceof Response) return answer;
      const error = answer.errors ? Object.values(answer.errors)[0] : undefined;
      if (error !== undefined && !isRouteErrorResponse(error)) throw error;
      const data = isRouteErrorResponse(error) ? error.data : (answer.actionData?.route ?? answer.loaderData.route);
      // The headers of a data() answer (cookies a sign-in or password change sets) go out as in the app.
      const headers = answer.actionHeaders?.route ?? answer.loaderHeaders?.route;
      return Response.json(data ?? null, { status: answer.statusCode, headers });
    },
  });
  if (!(response instanceof Response)) throw new Error("expected a Response from the middleware chain");
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A content admin's action (FAQs, posts) refuses every intent before writing anything: 401
 * when signed out, 403 from another site or from nowhere, even with a valid session; 503
 * with a sentence (never 500) when the disk under the database cannot take the write.
 */
export function describeRefusalsOfEveryIntent<Row extends { id: string }>(options: {
  path: string;
  action: RouteFunction;
  /** A valid create form; the update is the same with the row's id. */
  createForm: Record<string, string>;
  seed: () => Promise<Row>;
  listAll: () => Promise<Row[]>;
  /** The table the rows live in, for a disk that fills up under it. */
  table: string;
  /** The signed-in staff member's Cookie header (set up by the test file). */
  cookie: () => string;
}): void {
  const { path, action, createForm, seed, listAll, table, cookie } = options;
  const everyIntent = (id: string): Record<string, string>[] => [
    { ...createForm },
    { ...createForm, intent: "update", id },
    { intent: "toggle", id, isPublished: "true" },
    { intent: "delete", id },
  ];
  const post = (form: Record<string, string>, request: Omit<RequestOptions, "form">) =>
    callRoute(action, adminRequest(path, { ...request, form }));

  describe("refuses before writing anything", () => {
    it("answers 401 to every intent when signed out", async () => {
      const existing = await seed();
      for (const form of everyIntent(existing.id)) {
        expect((await post(form, {})).status, form.intent).toBe(401);
      }
      expect(await listAll()).toEqual([existing]);
    });

    it("answers 403 to every intent from another site, even with a valid session", async () => {
      const existing = await seed();
      for (const form of everyIntent(existing.id)) {
        expect((await post(form, { cookie: cookie(), origin: EVIL_ORIGIN })).status, form.intent).toBe(403);
        // No Origin and no Referer: not provably ours either.
        expect((await post(form, { cookie: cookie(), origin: null })).status, form.intent).toBe(403);
      }
      expect(await listAll()).toEqual([existing]);
    });

    it("answers 503 with a sentence to every intent when the disk is full, never 500", async () => {
      const existing = await seed();
      // The database's own error for a full disk (SQLSTATE 53100), raised by the write itself.
      await getDb().execute(
        sql.raw(`CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`),
      );
      await getDb().execute(
        sql.raw(`CREATE TRIGGER disk_is_full BEFORE INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION disk_is_full()`),
      );
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        for (const form of everyIntent(existing.id)) {
          expect(await post(form, { cookie: cookie() }), form.intent).toMatchObject({
            status: 503,
            body: { ok: false, error: expect.stringMatching(/^The change was not saved: the disk is full/) },
          });
        }
        // Logged by the error's code and statement, never with the SQL or the values written.
        const lines = logged.mock.calls.map((call) => call.join(" "));
        expect(lines.some((line) => /database error 53100 in (insert into|update|delete from) "/.test(line))).toBe(
          true,
        );
        for (const line of lines) {
          expect(line).not.toMatch(/Failed query|params:|\bvalues \(/i);
          for (const value of Object.values(createForm).filter((value) => value.length > 3))
            expect(line).not.toContain(value);
        }
      } finally {
        logged.mockRestore();
        await getDb().execute(sql.raw(`DROP TRIGGER disk_is_full ON ${table}`));
        await getDb().execute(sql.raw("DROP FUNCTION disk_is_full()"));
      }
      expect(await listAll()).toEqual([existing]);
    });
  });
}
