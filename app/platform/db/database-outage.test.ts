import { describe, expect, it } from "vitest";

import { isDatabaseOutage } from "./database-outage";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseOutage", () => {
  it("recognises a PostgreSQL out of reach, going away or refusing connections", () => {
    expect(isDatabaseOutage(withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
    expect(isDatabaseOutage(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseOutage(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseOutage(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseOutage(withCode("08006", "connection failure"))).toBe(true);
  });

  it("looks through Drizzle's wrapper to its cause", () => {
    const wrapped = new Error('Failed query: select "id" from "faqs"', { cause: withCode("ECONNRESET") });
    expect(isDatabaseOutage(wrapped)).toBe(true);
  });

  it("recognises the embedded database's disk turned read-only (PostgreSQL's 42501 on a file)", () => {
    const readOnly = withCode("42501", 'could not open file "base/5/16384": Read-only file system');
    expect(isDatabaseOutage(new Error("Failed query: select 1", { cause: readOnly }))).toBe(true);
  });

  it("leaves every other failure to be what it is", () => {
    expect(isDatabaseOutage(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseOutage(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseOutage(withCode("42501", "permission denied for table faqs"))).toBe(false);
    expect(isDatabaseOutage(null)).toBe(false);
  });
});
