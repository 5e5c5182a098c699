import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { CROSS_SITE_REFUSED, isSameOrigin, sameOriginMutations } from "./same-origin.server";

const SITE = "http://localhost:3000";

/** The middleware's answer to `init` at `path`: what the routes below answered (200), or its own. */
async function answer(path: string, init: { method?: string; origin?: string; referer?: string } = {}) {
  const headers = new Headers();
  if (init.origin) headers.set("Origin", init.origin);
  if (init.referer) headers.set("Referer", init.referer);
  const request = new Request(`${SITE}${path}`, { method: init.method ?? "POST", headers });
  let reachedRoutes = false;
  const next = async () => {
    reachedRoutes = true;
    return new Response("from the routes");
  };
  const args = { request, url: new URL(request.url), pattern: path, params: {}, context: new RouterContextProvider() };
  const response = (await sameOriginMutations(args, next)) ?? (await next());
  return {
    status: response.status,
    body: await response.text(),
    cacheControl: response.headers.get("Cache-Control"),
    reachedRoutes,
  };
}

describe("isSameOrigin", () => {
  it("accepts the request's own origin and PUBLIC_URL's, by Origin or else by Referer", () => {
    const publicUrl = "https://www.example.com";
    expect(isSameOrigin(SITE, { origin: SITE }, publicUrl)).toBe(true);
    expect(isSameOrigin(SITE, { origin: "https://www.example.com" }, publicUrl)).toBe(true);
    expect(isSameOrigin(SITE, { referer: `${SITE}/admin/login` }, publicUrl)).toBe(true);
    expect(isSameOrigin(SITE, { origin: "https://evil.example", referer: `${SITE}/` }, publicUrl)).toBe(false);
    expect(isSameOrigin(SITE, { referer: "not a url" }, publicUrl)).toBe(false);
    expect(isSameOrigin(SITE, {}, publicUrl)).toBe(false);
  });
});

describe("sameOriginMutations (root middleware)", () => {
  it("lets every mutation from the site's own pages through", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(await answer("/admin/login", { method, origin: SITE }), method).toMatchObject({
        status: 200,
        reachedRoutes: true,
      });
    }
    expect(await answer("/admin/login", { referer: `${SITE}/admin/login` })).toMatchObject({
      status: 200,
      reachedRoutes: true,
    });
  });

  it("refuses a cross-site mutation, or one that names no origin, with 403 before any route runs", async () => {
    for (const init of [
      { origin: "https://evil.example" },
      { origin: "null" },
      { referer: "https://evil.example/form" },
      {},
    ]) {
      for (const path of ["/admin/login", "/admin/faqs", "/contact"]) {
        expect(await answer(path, init), `${path} ${JSON.stringify(init)}`).toEqual({
          status: 403,
          body: CROSS_SITE_REFUSED,
          cacheControl: "no-store",
          reachedRoutes: false,
        });
      }
    }
  });

  it("leaves reads alone, and better-auth's routes to their own origin checks", async () => {
    expect(await answer("/admin/login", { method: "GET", origin: "https://evil.example" })).toMatchObject({
      status: 200,
      reachedRoutes: true,
    });
    expect(await answer("/api/auth/sign-in/email", { origin: "https://evil.example" })).toMatchObject({
      status: 200,
      reachedRoutes: true,
    });
  });
});
