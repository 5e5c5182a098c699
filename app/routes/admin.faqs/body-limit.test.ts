import { beforeEach, expect, it } from "vitest";

import { activityForExport, flushActivity } from "~/features/activity/activity.server";
import { listAllFaqs } from "~/features/faqs/faq.server";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { useEnvironment } from "../../../tests/support/environment";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action } from "./route";

const PATH = "/admin/faqs";

/*
 * The FAQ form's limit is BODY_LIMIT and nothing else (app/platform/http/body-limits.ts). An
 * answer may have 10,000 characters; in a script of three UTF-8 bytes a character, as a
 * browser sends the form (URL-encoded: nine bytes a character), that is about 90 KB: more
 * than the default 64 KB, which an operator raises for such a site.
 */
describeEachEngine("the FAQ form within BODY_LIMIT", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  /** A create, sent as a browser sends the form: URL-encoded, with its Content-Length. */
  function createFaq(answer: string) {
    const signedIn = adminRequest(PATH, { cookie });
    const body = new URLSearchParams({ intent: "create", question: "Wie schnell?", answer, isPublished: "on" });
    const headers = new Headers(signedIn.headers);
    headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
    headers.set("Content-Length", String(Buffer.byteLength(body.toString())));
    return callRoute(action, new Request(signedIn.url, { method: "POST", headers, body }));
  }

  async function written() {
    await flushActivity();
    return { faqs: await listAllFaqs(), logged: await activityForExport({ kind: "faq-created" }) };
  }

  it("saves a 90 KB answer once BODY_LIMIT is raised to 256KB, and refuses it at the default 64 KB", async () => {
    const answer = "語".repeat(10_000);
    expect(await createFaq(answer)).toMatchObject({
      status: 413,
      body: { ok: false, error: "The form is larger than 64 KB." },
    });
    expect(await written()).toEqual({ faqs: [], logged: [] });

    useEnvironment({ BODY_LIMIT: "256KB" });
    expect(await createFaq(answer)).toMatchObject({ status: 200, body: { ok: true } });
    const { faqs, logged } = await written();
    expect(faqs.map((faq) => [faq.question, faq.answer.length])).toEqual([["Wie schnell?", 10_000]]);
    expect(logged).toHaveLength(1);
  });

  it("refuses a 20 KB answer with 413 once BODY_LIMIT is lowered to 16KB, writing nothing", async () => {
    useEnvironment({ BODY_LIMIT: "16KB" });
    const answer = "語".repeat(2_300);
    expect(await createFaq(answer)).toEqual({
      status: 413,
      body: { ok: false, error: "The form is larger than 16 KB." },
      location: null,
    });
    expect(await written()).toEqual({ faqs: [], logged: [] });
  });
});
