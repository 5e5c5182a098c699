import { beforeEach, expect, it } from "vitest";

import { adminRequest, callRoute, routeResponse, signInStaff } from "../../tests/support/admin-requests";
import { describeEachEngine } from "../../tests/support/test-database";
import { action } from "./admin.markdown-preview";

const PATH = "/admin/markdown-preview";

describeEachEngine("POST /admin/markdown-preview", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  const preview = (form: Record<string, string>, options: { cookie?: string; origin?: string } = { cookie }) =>
    callRoute(action, adminRequest(PATH, { ...options, form }));

  it("renders the content as the article does, never cached", async () => {
    const content = "## Hi\r\n**bold** [x](javascript:alert(1)) <b>raw</b>";
    const response = await routeResponse(action, adminRequest(PATH, { cookie, form: { content } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      html: "<h2>Hi</h2>\n<p><strong>bold</strong> [x](javascript:alert(1)) &lt;b&gt;raw&lt;/b&gt;</p>\n",
    });
  });

  it("renders headings at the level the page gives them (an FAQ answer's: h4)", async () => {
    expect(await preview({ content: "## Pay", headingLevel: "4" })).toMatchObject({ body: { html: "<h4>Pay</h4>\n" } });
    expect(await preview({ content: "## Pay", headingLevel: "9" })).toMatchObject({ body: { html: "<h2>Pay</h2>\n" } });
  });

  it("refuses content over 100,000 characters, and a form without content", async () => {
    expect(await preview({ content: "x".repeat(100_001) })).toEqual({
      status: 413,
      body: { error: "Content must be at most 100,000 characters" },
      location: null,
    });
    expect(await preview({})).toMatchObject({ status: 400, body: { error: "Nothing to preview." } });
  });

  it("is for signed-in staff from the site's own pages only", async () => {
    expect((await preview({ content: "hello" }, {})).status).toBe(401);
    expect((await preview({ content: "hello" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
  });
});
