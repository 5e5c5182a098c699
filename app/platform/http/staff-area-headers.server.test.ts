import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { staffAreaHeaders } from "./staff-area-headers.server";

/** The headers of what the routes answered at `path`, once the middleware has passed it up. */
async function headersOf(path: string, answered: Response): Promise<Headers> {
  const request = new Request(`http://localhost:3000${path}`);
  const args = { request, url: new URL(request.url), pattern: path, params: {}, context: new RouterContextProvider() };
  const response = await staffAreaHeaders(args, async () => answered);
  if (!response) throw new Error("the middleware answered nothing");
  return response.headers;
}

describe("staffAreaHeaders (root middleware)", () => {
  it("keeps every answer below /admin out of caches and search engines, replacing what a route set", async () => {
    const answers = () => [
      new Response("page", { headers: { "Cache-Control": "public, max-age=60", "X-Robots-Tag": "all" } }),
      new Response(null, { status: 302, headers: { Location: "/admin/login" } }),
      new Response("Not Found", { status: 404 }),
      new Response("Cross-site request refused.", { status: 403 }),
    ];
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/login",
      "/admin/faqs",
      "/admin/faqs.data",
      "/Admin/FAQs",
      "/admin/no-such-page",
    ]) {
      for (const answered of answers()) {
        const headers = await headersOf(path, answered);
        expect(headers.get("Cache-Control"), path).toBe("no-store");
        expect(headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      }
    }
  });

  it("leaves the public pages' headers as they are", async () => {
    for (const path of ["/", "/faqs", "/administration", "/news/admin"]) {
      const headers = await headersOf(
        path,
        new Response("page", { headers: { "Cache-Control": "public, max-age=60" } }),
      );
      expect(headers.get("Cache-Control"), path).toBe("public, max-age=60");
      expect(headers.get("X-Robots-Tag"), path).toBeNull();
    }
  });
});
