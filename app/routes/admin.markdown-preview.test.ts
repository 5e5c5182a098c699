import { expect, it } from "vitest";
import { siteOrigin, signInCookie } from "../../tests/support/auth";
import { describeEachEngine } from "../../tests/support/test-database";
import { createStaffAccount } from "~/auth/staff-accounts.server";
import { action } from "./admin.markdown-preview";

function previewRequest(content: string | null, init: { cookie?: string; origin?: string } = {}) {
  const body = new FormData();
  if (content !== null) body.set("content", content);
  const headers = new Headers({ origin: init.origin ?? siteOrigin() });
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(`${siteOrigin()}/admin/markdown-preview`, { method: "POST", headers, body });
}

async function run(request: Request): Promise<Response> {
  try {
    return await action({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function staffCookie() {
  await createStaffAccount({ email: "staff@example.com", password: "right password" });
  return signInCookie("staff@example.com", "right password");
}

describeEachEngine("POST /admin/markdown-preview", () => {
  it("renders the content as the article does", async () => {
    const response = await run(previewRequest("## Hi\r\n**bold** [x](javascript:alert(1)) <b>raw</b>", { cookie: await staffCookie() }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ html: "<h2>Hi</h2>\n<p><strong>bold</strong> [x](javascript:alert(1)) &lt;b&gt;raw&lt;/b&gt;</p>\n" });
  });

  it("refuses content over 100,000 characters", async () => {
    const response = await run(previewRequest("x".repeat(100_001), { cookie: await staffCookie() }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Content must be at most 100,000 characters" });
  });

  it("is for signed-in staff from the site's own pages only", async () => {
    expect((await run(previewRequest("hello"))).status).toBe(401);
    expect((await run(previewRequest("hello", { cookie: await staffCookie(), origin: "https://evil.example" }))).status).toBe(403);
  });
});
