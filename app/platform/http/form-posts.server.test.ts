import { describe, expect, it, vi } from "vitest";

import { getConfig } from "~/platform/config/env.server";

import { routeResponse, topLevelRoutes } from "../../../tests/support/admin-requests";
import { readFormBody } from "./form-body.server";
import { NOT_A_FORM_MESSAGE, UNREADABLE_FORM_MESSAGE } from "./form-posts.server";

const origin = () => new URL(getConfig().publicUrl).origin;

function post(path: string, contentType: string | undefined, body: string | undefined): Request {
  const headers = new Headers({ Origin: origin() });
  if (contentType) headers.set("Content-Type", contentType);
  return new Request(new URL(path, origin()), { method: "POST", headers, body });
}

/** An action below the root's middleware that reads its form as the app's actions do. */
function formAction() {
  return vi.fn(async ({ request }: { request: Request }) => Object.fromEntries(await readFormBody(request)));
}

describe("actions take HTML forms only (the root middleware)", () => {
  it("answers JSON, text, XML and a body without a type with 415 and a clear text; the action never runs", async () => {
    const bodies: [string | undefined, string][] = [
      ["application/json", '{"intent":"create"}'],
      ["text/plain", "intent=create"],
      ["application/xml", "<faq/>"],
      [undefined, "intent=create"],
    ];
    for (const path of ["/admin/faqs", "/admin/faqs.data", "/admin/login"]) {
      for (const [type, body] of bodies) {
        const action = formAction();
        const response = await routeResponse(action as never, post(path, type, body), topLevelRoutes);
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(await response.text()).toBe(NOT_A_FORM_MESSAGE);
        expect(action).not.toHaveBeenCalled();
      }
    }
  });

  it("answers a multipart body that does not parse with 400", async () => {
    for (const [type, body] of [
      ["multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'],
      ["multipart/form-data", "--XYZ\r\n\r\n"],
    ] as const) {
      const action = formAction();
      const response = await routeResponse(action as never, post("/admin/login", type, body), topLevelRoutes);
      expect(response.status, type).toBe(400);
      expect(await response.text()).toBe(UNREADABLE_FORM_MESSAGE);
      expect(action).not.toHaveBeenCalled();
    }
  });

  it("hands a form, or no body at all (an empty form), to the action", async () => {
    const urlEncoded = await routeResponse(
      formAction() as never,
      post("/admin/login", "application/x-www-form-urlencoded; charset=UTF-8", "email=a%40b.c"),
      topLevelRoutes,
    );
    expect(await urlEncoded.json()).toEqual({ email: "a@b.c" });
    const empty = await routeResponse(
      formAction() as never,
      post("/admin/login", undefined, undefined),
      topLevelRoutes,
    );
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({});
  });
});
