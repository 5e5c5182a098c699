/*
 * What the log may say about an error. A database error's message and detail can quote the
 * values of the statement (a password hash, a message's text, what a visitor typed), and
 * Drizzle's wrapper prints the whole statement and its parameters: for those the log gets
 * the error's code and the statement's name only. Other errors keep their stack, which is
 * what a developer needs and holds no data.
 */

import { log } from "~/platform/log/log.server";

interface DatabaseErrorFields {
  code: string;
  table?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

/** PostgreSQL's (and PGlite's) errors carry a five-character SQLSTATE and where it was raised. */
function isDatabaseError(value: unknown): value is DatabaseErrorFields {
  if (!value || typeof value !== "object") return false;
  const { code, severity, routine } = value as { code?: unknown; severity?: unknown; routine?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && (severity !== undefined || routine !== undefined);
}

/** Drizzle's DrizzleQueryError: the statement and its parameters, with the driver's error as its cause. */
function queryOf(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { query, params } = value as { query?: unknown; params?: unknown };
  return typeof query === "string" && Array.isArray(params) ? query : undefined;
}

/** "insert into "faqs"", "select from "blog_posts"": what a statement does, to what, without its values. */
export function statementName(query: string): string {
  const text = query.replace(/\s+/g, " ").trim();
  const verb = /^(with|select|insert|update|delete|begin|commit|rollback|create|alter|drop|truncate|listen|notify)\b/i
    .exec(text)?.[1]
    ?.toLowerCase();
  if (!verb) return "a statement";
  const table =
    verb === "insert"
      ? /^insert into ("[^"]+"|\w+)/i.exec(text)?.[1]
      : verb === "update"
        ? /^update ("[^"]+"|\w+)/i.exec(text)?.[1]
        : /\bfrom ("[^"]+"|\w+)/i.exec(text)?.[1];
  if (!table) return verb;
  const preposition = verb === "insert" ? "into" : verb === "update" ? "" : "from";
  return [verb, preposition, table].filter(Boolean).join(" ");
}

/** The error and its causes, outermost first (a cycle or a very deep chain stops the walk). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8 && !chain.includes(current);) {
    chain.push(current);
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

/** One line (a stack for other errors) that is safe to log: see the top of this file. */
export function describeError(error: unknown): string {
  const chain = chainOf(error);
  const database = chain.find(isDatabaseError);
  const query = chain.map(queryOf).find((found) => found !== undefined);
  if (database || query !== undefined) {
    const parts = [`database error ${database?.code ?? "(no code)"}`];
    if (query !== undefined) parts.push(`in ${statementName(query)}`);
    if (typeof database?.constraint === "string") parts.push(`(constraint ${database.constraint})`);
    return parts.join(" ");
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * One line without a stack, for a log line or a stored note: a database error as describeError
 * gives it (its code and statement), any other error by its message.
 */
export function errorSummary(error: unknown): string {
  const described = describeError(error);
  if (described.startsWith("database error")) return described;
  return error instanceof Error ? error.message : String(error);
}

/** Logs an error as describeError says, after `context` ("news: could not load the posts"). */
export function logError(context: string, error: unknown): void {
  log.error(`${context}: ${describeError(error)}`);
}
