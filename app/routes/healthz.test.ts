import { afterEach, describe, expect, it } from "vitest";

import { setActiveDatabase } from "~/db/client.server";

import { createTestDatabase } from "../../tests/support/test-database";
import { loader } from "./healthz";

afterEach(() => setActiveDatabase(undefined));

describe("GET /healthz", () => {
  it("answers 200 when the database answers", async () => {
    const handle = await createTestDatabase("pglite");
    setActiveDatabase(handle);
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
    await handle.close();
  });

  it("answers 503 when the database does not answer", async () => {
    const handle = await createTestDatabase("pglite");
    await handle.close();
    setActiveDatabase(handle);
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });
});
