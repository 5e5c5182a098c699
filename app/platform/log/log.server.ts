/*
 * The server's one log: the request lines, errors, start-up and shut-down, background tasks.
 * LOG_FORMAT (app/platform/config/env.server.ts) picks the format, read on each line so that
 * both copies of this module in development agree (request-context.server.ts):
 *
 * - text (the default): the human lines, as they always were, through the console: information
 *   to standard output, warnings and errors to standard error.
 * - json: one JSON object per line (pino, kept library), to the same streams: `level` ("info",
 *   "warn", "error"), `time` (ISO 8601), `pid`, `hostname`, `msg` (the text line's words), the
 *   fields the caller gives, and `reqId` on every line written while a request is handled, the
 *   id its error page shows ("Reference: ...").
 *
 * Personal data never goes in: callers log paths (no query string under /admin), error
 * descriptions from describeError (no SQL values), counts and ids, never form bodies or emails.
 */
import pino, { type Logger } from "pino";

import { getConfig, type LogFormat } from "~/platform/config/env.server";

import { currentRequestId } from "./request-context.server";

/** What a JSON line carries besides its message: plain values only. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

type Level = "info" | "warn" | "error";

const consoleWriters: Record<Level, (message: string) => void> = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

function jsonLogger(fd: 1 | 2): Logger {
  return pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Synchronous, as the console is: a line written just before the process exits is not lost.
    pino.destination({ dest: fd, sync: true }),
  );
}

let jsonLoggers: { out: Logger; err: Logger } | undefined;

function format(): LogFormat {
  try {
    return getConfig().logFormat;
  } catch {
    // The configuration is broken: the server's start says why, in plain lines.
    return "text";
  }
}

function write(level: Level, message: string, fields?: LogFields): void {
  if (format() === "text") {
    consoleWriters[level](message);
    return;
  }
  jsonLoggers ??= { out: jsonLogger(1), err: jsonLogger(2) };
  const logger = level === "info" ? jsonLoggers.out : jsonLoggers.err;
  const requestId = currentRequestId();
  logger[level](requestId === undefined ? { ...fields } : { reqId: requestId, ...fields }, message);
}

/**
 * `log.info("Server listening on ...")`, `log.error("GET /x: ...", { status: 500 })`: the words
 * are the text line; the fields appear in JSON lines only.
 */
export const log = {
  info: (message: string, fields?: LogFields) => write("info", message, fields),
  warn: (message: string, fields?: LogFields) => write("warn", message, fields),
  error: (message: string, fields?: LogFields) => write("error", message, fields),
};

/**
 * `text` with every email address replaced by "[address]": for messages from elsewhere (a
 * mail server's refusal quotes the recipient) before they are logged.
 */
export function withoutEmailAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[^\s<>"'(),;:]+/g, "[address]");
}
