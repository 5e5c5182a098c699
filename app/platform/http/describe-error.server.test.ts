import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";

import { describeError, errorSummary, statementName } from "./describe-error.server";

/** A driver error as pg and PGlite raise it: a message and detail that may quote values. */
function databaseError(code: string, fields: Record<string, unknown> = {}) {
  return Object.assign(new Error('invalid input syntax for type uuid: "secret value"'), {
    code,
    severity: "ERROR",
    routine: "string_to_uuid",
    detail: "Key (email)=(someone@example.com) already exists.",
    ...fields,
  });
}

describe("describeError", () => {
  it("gives a database error's code and statement name, never its SQL, values or stack", () => {
    const query = 'insert into "faqs" ("id", "question", "answer") values (default, $1, $2) returning "id"';
    const error = new DrizzleQueryError(query, ["What?", "hash $argon2id$v=19$secret"], databaseError("22021"));
    const line = describeError(error);
    expect(line).toBe('database error 22021 in insert into "faqs"');
    for (const leak of ["$argon2id", "What?", "values", "secret value", "someone@example.com", "    at "]) {
      expect(line).not.toContain(leak);
    }
  });

  it("sums an error up in one line: a database error by code and statement, another by its message", () => {
    const query = 'delete from "contact_messages" where "created_at" < $1';
    expect(errorSummary(new DrizzleQueryError(query, ["2026-01-01"], databaseError("57014")))).toBe(
      'database error 57014 in delete from "contact_messages"',
    );
    expect(errorSummary(new Error("boom"))).toBe("boom");
    expect(errorSummary("plain")).toBe("plain");
  });

  it("finds the database error below wrappers, and names a violated constraint", () => {
    const cause = databaseError("23505", { constraint: "blog_posts_slug_unique" });
    const wrapped = new Error("could not save", {
      cause: new DrizzleQueryError('update "blog_posts" set "slug" = $1', ["x"], cause),
    });
    expect(describeError(wrapped)).toBe(
      'database error 23505 in update "blog_posts" (constraint blog_posts_slug_unique)',
    );
    expect(describeError(databaseError("57P01"))).toBe("database error 57P01");
  });

  it("keeps the stack of any other error: it holds no data, and a developer needs it", () => {
    const error = new TypeError("x is undefined");
    expect(describeError(error)).toBe(error.stack);
    expect(describeError("plain")).toBe("plain");
  });

  it("names statements by what they do and to which table", () => {
    expect(statementName('select "id" from "blog_posts" where "slug" = $1')).toBe('select from "blog_posts"');
    expect(statementName('delete from "session" where "token" = $1')).toBe('delete from "session"');
    expect(statementName('update "user" set "email" = $1')).toBe('update "user"');
    expect(statementName("with x as (select 1) select * from x")).toBe("with from x");
    expect(statementName("vacuum")).toBe("a statement");
  });
});
