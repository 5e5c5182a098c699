import { existsSync } from "node:fs";
import path from "node:path";

import proxyaddr from "proxy-addr";
import { z } from "zod";

import type { RequestBodyKind } from "~/platform/http/body-limits";

import { DEFAULT_AGENCY_NAME, defaultExternalLinks, type ExternalLinks } from "./agency";

/*
 * Every environment variable the server reads, parsed and checked once, at start-up, into
 * one frozen object. No other module reads process.env: each takes the part it needs from
 * here (openDatabase(config.database), sendMail(..., config.mail)). The table of environment
 * variables in docs/configuration.md lists exactly the keys of `environmentSchema` (a test
 * compares them).
 */

/** Which proxies' X-Forwarded-* headers are believed (client address, protocol, host). */
export type TrustProxy = "none" | "all" | { hops: number } | { addresses: readonly string[] };

/** The most bytes a request body may have, by the kind of body its route takes (app/platform/http/body-limits.ts). */
export type RequestBodyLimits = Readonly<Record<RequestBodyKind, number>>;

/**
 * Which database to open (openDatabase, app/platform/db/client.server.ts): DATABASE_URL, or the
 * embedded one in DATA_DIR.
 */
export type DatabaseConfig =
  { engine: "postgres"; url: string } | { engine: "pglite"; dataDir: string | null /* null: in memory */ };

/** From SMTP_URL, MAIL_FROM and DATA_DIR. */
export interface MailConfig {
  /** SMTP_URL (smtp://user:pass@host:587 or smtps://…:465), or null for the outbox. */
  smtpUrl: string | null;
  outboxDir: string;
  /** MAIL_FROM, e.g. "TeamWork Staffing <no-reply@example.com>". */
  from: string;
}

/** The bounds of the in-memory page cache. */
interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface ServerConfig {
  /** NODE_ENV as given ("development" when unset). */
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  /** The origin used in links sent by mail and in canonical URLs, without a trailing slash. */
  publicUrl: string;
  /**
   * PUBLIC_URL is https: http:// image addresses are refused when a
   * post is saved, and the Content-Security-Policy allows https: images only.
   */
  httpsSite: boolean;
  /** DATA_DIR, absolute: the embedded database and the mail outbox live there. */
  dataDir: string;
  trustProxy: TrustProxy;
  database: DatabaseConfig;
  mail: MailConfig;
  /** BETTER_AUTH_SECRET, or null: one is generated and kept in the database. */
  authSecret: string | null;
  /** Session cookies carry the Secure flag: in production behind HTTPS (PUBLIC_URL https://…). */
  secureCookies: boolean;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the admin made at start-up if no account has the email. */
  admin: { email: string; password: string } | null;
  externalLinks: ExternalLinks;
  requestLog: boolean;
  pageCache: boolean;
  pageCacheLimits: PageCacheLimits;
  requestBodyLimits: RequestBodyLimits;
  /** What SIGTERM does before the process exits (server/graceful-shutdown.ts). */
  shutdown: ShutdownTimes;
  backups: BackupConfig;
  /** LOG_FORMAT: "text", one human line per event, or "json", one JSON object per line. */
  logFormat: LogFormat;
}

export type LogFormat = "text" | "json";

/** The backups the server takes by itself (app/features/backup/automatic-backups.server.ts). */
interface BackupConfig {
  /**
   * BACKUP_DIR, else ${DATA_DIR}/backups for the embedded database; null (no automatic
   * backups) on PostgreSQL without BACKUP_DIR, whose operators back up with their own tools.
   */
  dir: string | null;
  /** BACKUP_KEEP: how many daily backups are kept (the oldest go first). */
  keep: number;
}

interface ShutdownTimes {
  /** SHUTDOWN_GRACE_MS: how long to keep serving, /healthz answering 503, so a proxy stops sending. */
  graceMs: number;
  /** SHUTDOWN_DRAIN_MS: how long in-flight requests may take once the listener is closed. */
  drainMs: number;
}

/** A value the operator must fix; each problem is one complete sentence for the log. */
export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(problems.join(" "));
  }
}

/** An unset or blank variable is the same as a missing one: the default applies. */
const variable = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value));

type Check<T> = (value: string | undefined) => T | { problem: string };

/** A variable whose value `check` turns into T, or reports as one sentence. */
function checked<T>(check: Check<T>) {
  return variable.transform((value, ctx) => {
    const result = check(value);
    if (result && typeof result === "object" && "problem" in result) {
      ctx.addIssue({ code: "custom", message: result.problem });
      return z.NEVER;
    }
    return result as T;
  });
}

function urlWithProtocol(name: string, protocols: readonly string[], expected: string): Check<string | undefined> {
  return (value) => {
    if (value === undefined) return undefined;
    let protocol: string;
    try {
      protocol = new URL(value.trim()).protocol;
    } catch {
      return { problem: `${name} is not a valid URL (expected ${expected}).` };
    }
    if (!protocols.includes(protocol)) {
      const names = protocols.map((p) => `${p}//`).join(" or ");
      return { problem: `${name} must start with ${names} (got "${protocol}").` };
    }
    return value.trim();
  };
}

const switchValues = { on: true, true: true, 1: true, off: false, false: false, 0: false } as Record<string, boolean>;

/** on/off (also true/false, 1/0); undefined when unset, so the caller picks the default. */
function onOff(name: string): Check<boolean | undefined> {
  return (value) => {
    if (value === undefined) return undefined;
    const setting = switchValues[value.trim().toLowerCase()];
    return setting ?? { problem: `${name} must be on or off (got "${value}").` };
  };
}

const sizeUnits: Record<string, number> = { "": 1, b: 1, kb: 1024, mb: 1024 * 1024, gb: 1024 * 1024 * 1024 };

/** A size such as 64KB, 12MB or 65536 (bytes), at least 1 KB; undefined when unset. */
function byteSize(name: string, example: string): Check<number | undefined> {
  return (value) => {
    if (value === undefined) return undefined;
    const match = /^\s*(\d+)\s*([kmg]?b)?\s*$/i.exec(value);
    const bytes = match ? Number(match[1]) * sizeUnits[(match[2] ?? "").toLowerCase()]! : NaN;
    if (!Number.isSafeInteger(bytes) || bytes < 1024) {
      return { problem: `${name} must be a size of at least 1KB, such as ${example} (got "${value}").` };
    }
    return bytes;
  };
}

/** A whole number of at least `min`; undefined when unset. */
function count(name: string, min: number): Check<number | undefined> {
  return (value) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(number) || number < min) {
      return { problem: `${name} must be a whole number of at least ${min} (got "${value}").` };
    }
    return number;
  };
}

function externalLink(name: string): Check<string | undefined> {
  return (value) => {
    if (value === undefined || value.trim().startsWith("/")) return value?.trim();
    return urlWithProtocol(name, ["http:", "https:"], "https://…")(value);
  };
}

/** A duration in whole milliseconds, 0 or more; `fallback` when unset. */
function milliseconds(name: string, fallback: number): Check<number> {
  return (value) => {
    if (value === undefined) return fallback;
    if (!/^\s*\d+\s*$/.test(value)) {
      return { problem: `${name} must be a whole number of milliseconds, 0 or more (got "${value}").` };
    }
    return Number(value);
  };
}

const parsePort: Check<number> = (value) => {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || port > 65535) {
    return { problem: `PORT must be a whole number from 0 to 65535 (got "${value}").` };
  }
  return port;
};

/** Express's trust-proxy values: a number of hops, true, or addresses and subnets (proxy-addr's). */
const parseTrustProxy: Check<TrustProxy> = (value) => {
  const setting = value?.trim().toLowerCase();
  if (setting === undefined || setting === "false") return "none";
  if (setting === "true") return "all";
  if (/^\d+$/.test(setting)) return Number(setting) === 0 ? "none" : { hops: Number(setting) };
  const addresses = setting
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(addresses);
  } catch (error) {
    return {
      problem: `TRUST_PROXY must be a number of proxies (1), true, or addresses and subnets such as "loopback, 10.0.0.0/8" (got "${value}": ${(error as Error).message}).`,
    };
  }
  return { addresses };
};

/** The variables, by name. Each is optional; defaults are applied in `toConfig`. */
export const environmentSchema = z.object({
  NODE_ENV: variable,
  PORT: checked(parsePort),
  DATA_DIR: variable,
  DATABASE_URL: checked(
    urlWithProtocol("DATABASE_URL", ["postgres:", "postgresql:"], "postgres://user:password@host:port/database"),
  ),
  PUBLIC_URL: checked(urlWithProtocol("PUBLIC_URL", ["http:", "https:"], "https://www.example.com")),
  TRUST_PROXY: checked(parseTrustProxy),
  ADMIN_EMAIL: variable,
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  BETTER_AUTH_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  SMTP_URL: checked(
    urlWithProtocol("SMTP_URL", ["smtp:", "smtps:"], "smtp://user:password@host:587 or smtps://user:password@host:465"),
  ),
  MAIL_FROM: checked((value) =>
    value === undefined || value.includes("@")
      ? value?.trim()
      : { problem: `MAIL_FROM must contain an email address (got "${value.trim()}").` },
  ),
  ONLINE_APPLICATION_URL: checked(externalLink("ONLINE_APPLICATION_URL")),
  JOB_BOARD_URL: checked(externalLink("JOB_BOARD_URL")),
  EMPLOYEE_PORTAL_URL: checked(externalLink("EMPLOYEE_PORTAL_URL")),
  REQUEST_LOG: checked(onOff("REQUEST_LOG")),
  PAGE_CACHE: checked(onOff("PAGE_CACHE")),
  SHUTDOWN_GRACE_MS: checked(milliseconds("SHUTDOWN_GRACE_MS", 5000)),
  SHUTDOWN_DRAIN_MS: checked(milliseconds("SHUTDOWN_DRAIN_MS", 10_000)),
  PAGE_CACHE_MAX_ENTRIES: checked(count("PAGE_CACHE_MAX_ENTRIES", 1)),
  PAGE_CACHE_MAX_SIZE: checked(byteSize("PAGE_CACHE_MAX_SIZE", "64MB")),
  BODY_LIMIT: checked(byteSize("BODY_LIMIT", "64KB")),
  UPLOAD_BODY_LIMIT: checked(byteSize("UPLOAD_BODY_LIMIT", "12MB")),
  BACKUP_DIR: variable,
  BACKUP_KEEP: checked(count("BACKUP_KEEP", 1)),
  LOG_FORMAT: checked<LogFormat | undefined>((value) => {
    const format = value?.trim().toLowerCase();
    if (format === undefined || format === "text" || format === "json") return format;
    return { problem: `LOG_FORMAT must be text or json (got "${value}").` };
  }),
});

type Environment = z.output<typeof environmentSchema>;

function toConfig(env: Environment): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? "development";
  const isProduction = nodeEnv === "production";
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  const adminEmail = env.ADMIN_EMAIL?.trim();
  return {
    nodeEnv,
    isProduction,
    port: env.PORT,
    publicUrl,
    httpsSite: publicUrl.startsWith("https:"),
    dataDir,
    trustProxy: env.TRUST_PROXY,
    database: env.DATABASE_URL ? { engine: "postgres", url: env.DATABASE_URL } : { engine: "pglite", dataDir },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      outboxDir: path.join(dataDir, "outbox"),
      from: env.MAIL_FROM ?? `${DEFAULT_AGENCY_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    },
    authSecret: env.BETTER_AUTH_SECRET ?? null,
    secureCookies: isProduction && publicUrl.startsWith("https:"),
    admin: adminEmail && env.ADMIN_PASSWORD ? { email: adminEmail, password: env.ADMIN_PASSWORD } : null,
    externalLinks: {
      onlineApplication: env.ONLINE_APPLICATION_URL ?? defaultExternalLinks.onlineApplication,
      jobBoard: env.JOB_BOARD_URL ?? defaultExternalLinks.jobBoard,
      employeePortal: env.EMPLOYEE_PORTAL_URL ?? defaultExternalLinks.employeePortal,
    },
    requestLog: env.REQUEST_LOG ?? true,
    // In development every change of code must show at once.
    pageCache: env.PAGE_CACHE ?? isProduction,
    shutdown: { graceMs: env.SHUTDOWN_GRACE_MS, drainMs: env.SHUTDOWN_DRAIN_MS },
    pageCacheLimits: {
      maxEntries: env.PAGE_CACHE_MAX_ENTRIES ?? 500,
      maxBytes: env.PAGE_CACHE_MAX_SIZE ?? 64 * 1024 * 1024,
    },
    requestBodyLimits: {
      // Limits are per route: 64 KB for ordinary form posts (an FAQ's answer of 10,000
      // characters of Latin script is 10-30 KB URL-encoded); 12 MB for the post form.
      form: env.BODY_LIMIT ?? 64 * 1024,
      upload: env.UPLOAD_BODY_LIMIT ?? 12 * 1024 * 1024,
    },
    backups: {
      dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : env.DATABASE_URL ? null : path.join(dataDir, "backups"),
      keep: env.BACKUP_KEEP ?? 7,
    },
    logFormat: env.LOG_FORMAT ?? "text",
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Parses an environment (process.env at start-up); throws a ConfigError listing every problem. */
export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message));
  if (Boolean(result.data.ADMIN_EMAIL) !== Boolean(result.data.ADMIN_PASSWORD)) {
    throw new ConfigError(["ADMIN_EMAIL and ADMIN_PASSWORD must be set together."]);
  }
  return deepFreeze(toConfig(result.data));
}

/**
 * Reads `.env` from `directory` (the project root the scripts run in) into process.env when
 * the file exists; a variable the environment already has, even empty, keeps its value.
 * Returns the file read, or null. Called by the entry points before getConfig().
 */
export function loadDotEnvFile(directory = process.cwd()): string | null {
  const file = path.join(directory, ".env");
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}

let processConfig: ServerConfig | undefined;

/**
 * The process's configuration, parsed from process.env on first use (the server entry calls
 * it before anything else, so a bad value stops the start). Tests that set variables do so
 * before the first call, or call reloadConfig() after.
 */
export function getConfig(): ServerConfig {
  processConfig ??= parseConfig(process.env);
  return processConfig;
}

/**
 * Forgets the parsed configuration, so that the next getConfig() reads process.env again: for
 * tests that run the app as an operator would configure it (tests/support/environment.ts).
 */
export function reloadConfig(): void {
  processConfig = undefined;
}
