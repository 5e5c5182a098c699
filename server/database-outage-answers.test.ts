import { isRouteErrorResponse, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { DATABASE_NOT_ANSWERING } from "~/platform/db/database-outage";

import { answerDatabaseOutages, databaseOutageActionAnswer } from "./database-outage-answers";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const bug = new TypeError("Cannot read properties of undefined");

function buildWith(module: Record<string, unknown>): ServerBuild {
  return { routes: { "routes/page": { id: "routes/page", path: "page", module } } } as unknown as ServerBuild;
}

function moduleOf(build: ServerBuild) {
  return build.routes["routes/page"]!.module as unknown as {
    loader: (args: unknown) => Promise<unknown>;
    action: (args: unknown) => Promise<unknown>;
    handle: unknown;
  };
}

describe("answerDatabaseOutages", () => {
  it("turns a loader's outage into a thrown 503 with the sentence, and keeps the rest of the module", async () => {
    const handle = { requestBody: "upload" };
    const wrapped = moduleOf(
      answerDatabaseOutages(
        buildWith({ handle, loader: () => Promise.reject(new Error("Failed query", { cause: refused })) }),
      ),
    );
    const thrown = await wrapped.loader({}).catch((error: unknown) => error);
    expect(isRouteErrorResponse(thrown)).toBe(false); // a DataWithResponseInit until React Router answers it
    expect(thrown).toMatchObject({ data: DATABASE_NOT_ANSWERING, init: { status: 503 } });
    expect(wrapped.handle).toBe(handle);
  });

  it("answers an action's outage with the refusal every form reads, status 503, so the form stays", async () => {
    const wrapped = moduleOf(answerDatabaseOutages(buildWith({ action: () => Promise.reject(refused) })));
    expect(await wrapped.action({})).toMatchObject({
      data: databaseOutageActionAnswer,
      init: { status: 503, headers: { "Retry-After": "60" } },
    });
  });

  it("lets every other failure and every answer through as they are", async () => {
    const wrapped = moduleOf(
      answerDatabaseOutages(
        buildWith({ loader: () => Promise.reject(bug), action: () => Promise.resolve({ ok: true }) }),
      ),
    );
    await expect(wrapped.loader({})).rejects.toBe(bug);
    expect(await wrapped.action({})).toEqual({ ok: true });
  });

  it("wraps a build once", () => {
    const build = buildWith({ loader: () => null });
    expect(answerDatabaseOutages(build)).toBe(answerDatabaseOutages(build));
  });
});

describe("answerDatabaseOutages, route middleware", () => {
  it("turns a middleware's outage (the staff guard reading the session) into a thrown 503", async () => {
    const guard = () => Promise.reject(refused);
    const build = answerDatabaseOutages(buildWith({ middleware: [guard] }));
    const [wrapped] = (
      build.routes["routes/page"]!.module as unknown as { middleware: ((...args: unknown[]) => Promise<unknown>)[] }
    ).middleware;
    const thrown = await wrapped!({}, () => undefined).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ data: DATABASE_NOT_ANSWERING, init: { status: 503 } });
  });
});
