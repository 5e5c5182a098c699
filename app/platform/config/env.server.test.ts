import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { tempDir } from "../../../tests/support/temp-dir";
import { ConfigError, environmentSchema, loadDotEnvFile, parseConfig } from "./env.server";

const root = path.resolve(import.meta.dirname, "../../..");

/** The problems parseConfig reports for an environment (none: an empty list). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe("the configuration", () => {
  it("has a default for everything, and is frozen", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      isProduction: false,
      port: 3000,
      publicUrl: "http://localhost:3000",
      httpsSite: false,
      dataDir: path.resolve("data"),
      trustProxy: "none",
      database: { engine: "pglite", dataDir: path.resolve("data") },
      authSecret: null,
      secureCookies: false,
      admin: null,
      requestLog: true,
      pageCache: false,
      shutdown: { graceMs: 5000, drainMs: 10_000 },
      externalLinks: { onlineApplication: "https://apply.example.com" },
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.mail)).toBe(true);
  });

  it("reads DATA_DIR once, for the embedded database and the outbox alike", () => {
    const config = parseConfig({ DATA_DIR: "/srv/site" });
    expect(config.database).toEqual({ engine: "pglite", dataDir: "/srv/site" });
    expect(config.mail.outboxDir).toBe("/srv/site/outbox");
    expect(parseConfig({ DATA_DIR: "/srv/site", DATABASE_URL: "postgres://u:p@db:5432/site" }).database).toEqual({
      engine: "postgres",
      url: "postgres://u:p@db:5432/site",
    });
  });

  it("derives PUBLIC_URL from PORT when unset, and drops a trailing slash", () => {
    expect(parseConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(parseConfig({ PUBLIC_URL: "https://www.example.org/" }).publicUrl).toBe("https://www.example.org");
  });

  it("refuses a PORT that is not a port number", () => {
    for (const port of ["99999", "-1", "eighty", "80.5"]) {
      expect(problemsOf({ PORT: port }), port).toEqual([
        `PORT must be a whole number from 0 to 65535 (got "${port}").`,
      ]);
    }
    expect(parseConfig({ PORT: "0" }).port).toBe(0);
  });

  it("refuses a DATABASE_URL that is not PostgreSQL's", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://nobody@localhost/db" })).toEqual([
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql:").',
    ]);
    expect(problemsOf({ DATABASE_URL: "localhost:5432" })[0]).toMatch(
      /^DATABASE_URL (is not a valid URL|must start with)/,
    );
    expect(problemsOf({ DATABASE_URL: "not a url" })).toEqual([
      "DATABASE_URL is not a valid URL (expected postgres://user:password@host:port/database).",
    ]);
  });

  it("marks session cookies Secure in production behind HTTPS only", () => {
    expect(parseConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.org" }).secureCookies).toBe(true);
    expect(parseConfig({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }).secureCookies).toBe(false);
    expect(parseConfig({ NODE_ENV: "development", PUBLIC_URL: "https://www.example.org" }).secureCookies).toBe(false);
  });

  it("knows an https site from PUBLIC_URL, in any environment", () => {
    expect(parseConfig({ PUBLIC_URL: "https://www.example.org" }).httpsSite).toBe(true);
    expect(parseConfig({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }).httpsSite).toBe(false);
  });

  it("takes the admin account only with both ADMIN_EMAIL and ADMIN_PASSWORD", () => {
    expect(parseConfig({ ADMIN_EMAIL: " boss@example.com ", ADMIN_PASSWORD: "s3cret-pass" }).admin).toEqual({
      email: "boss@example.com",
      password: "s3cret-pass",
    });
    expect(problemsOf({ ADMIN_EMAIL: "x@example.com" })).toEqual([
      "ADMIN_EMAIL and ADMIN_PASSWORD must be set together.",
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: "s3cret-pass" })).toEqual([
      "ADMIN_EMAIL and ADMIN_PASSWORD must be set together.",
    ]);
  });

  it("defaults mail to the outbox in DATA_DIR and a no-reply sender on the public host", () => {
    const { mail } = parseConfig({ DATA_DIR: "/srv/site", PUBLIC_URL: "https://www.example.org" });
    expect(mail).toEqual({
      smtpUrl: null,
      outboxDir: "/srv/site/outbox",
      from: "TeamWork Staffing <no-reply@www.example.org>",
    });
  });

  it("takes SMTP_URL and MAIL_FROM", () => {
    const { mail } = parseConfig({
      SMTP_URL: "smtps://user:s3cret@mail.example.org:465",
      MAIL_FROM: "Staffing <hr@example.org>",
    });
    expect(mail.smtpUrl).toBe("smtps://user:s3cret@mail.example.org:465");
    expect(mail.from).toBe("Staffing <hr@example.org>");
  });

  it("refuses a malformed SMTP_URL or MAIL_FROM with a clear message", () => {
    expect(problemsOf({ SMTP_URL: "mail.example.org" })).toEqual([
      "SMTP_URL is not a valid URL (expected smtp://user:password@host:587 or smtps://user:password@host:465).",
    ]);
    expect(problemsOf({ SMTP_URL: "http://mail.example.org" })).toEqual([
      'SMTP_URL must start with smtp:// or smtps:// (got "http:").',
    ]);
    expect(problemsOf({ MAIL_FROM: "nobody" })).toEqual(['MAIL_FROM must contain an email address (got "nobody").']);
  });

  it("reports every bad variable at once", () => {
    expect(problemsOf({ PORT: "x", SMTP_URL: "http://mail.example.org", PAGE_CACHE: "maybe" })).toHaveLength(3);
  });

  it("reads TRUST_PROXY as Express does: hops, true, or addresses", () => {
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual({ hops: 1 });
    expect(parseConfig({ TRUST_PROXY: "0" }).trustProxy).toBe("none");
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxy).toBe("all");
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe("none");
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual({
      addresses: ["loopback", "10.0.0.0/8"],
    });
    expect(problemsOf({ TRUST_PROXY: "proxy.example.com" })[0]).toMatch(/^TRUST_PROXY must be a number of proxies/);
  });

  it("turns the page cache on in production, and PAGE_CACHE decides when set", () => {
    expect(parseConfig({ NODE_ENV: "production" }).pageCache).toBe(true);
    expect(parseConfig({ NODE_ENV: "development" }).pageCache).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", PAGE_CACHE: "off" }).pageCache).toBe(false);
    expect(parseConfig({ NODE_ENV: "development", PAGE_CACHE: "on" }).pageCache).toBe(true);
    expect(parseConfig({ REQUEST_LOG: "off" }).requestLog).toBe(false);
    expect(problemsOf({ REQUEST_LOG: "quiet" })).toEqual(['REQUEST_LOG must be on or off (got "quiet").']);
  });

  it("reads the shut-down's grace and drain times in whole milliseconds", () => {
    expect(parseConfig({ SHUTDOWN_GRACE_MS: "0", SHUTDOWN_DRAIN_MS: "2500" }).shutdown).toEqual({
      graceMs: 0,
      drainMs: 2500,
    });
    expect(problemsOf({ SHUTDOWN_GRACE_MS: "5s", SHUTDOWN_DRAIN_MS: "-1" })).toEqual([
      'SHUTDOWN_GRACE_MS must be a whole number of milliseconds, 0 or more (got "5s").',
      'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, 0 or more (got "-1").',
    ]);
  });

  it("overrides the external links, which must be web addresses", () => {
    const { externalLinks } = parseConfig({ JOB_BOARD_URL: "https://careers.example.org/jobs" });
    expect(externalLinks.jobBoard).toBe("https://careers.example.org/jobs");
    expect(externalLinks.employeePortal).toBe("https://portal.example.com");
    expect(problemsOf({ EMPLOYEE_PORTAL_URL: "javascript:alert(1)" })).toEqual([
      'EMPLOYEE_PORTAL_URL must start with http:// or https:// (got "javascript:").',
    ]);
  });
});

describe("the limits", () => {
  it("bounds request bodies (64 KB, 12 MB for uploads) and the page cache (500 pages, 64 MB) by default", () => {
    const config = parseConfig({});
    expect(config.requestBodyLimits).toEqual({ form: 64 * 1024, upload: 12 * 1024 * 1024 });
    expect(config.pageCacheLimits).toEqual({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  });

  it("takes sizes in bytes, KB, MB or GB, and counts", () => {
    const config = parseConfig({
      BODY_LIMIT: "128kb",
      UPLOAD_BODY_LIMIT: "20 MB",
      PAGE_CACHE_MAX_SIZE: "1GB",
      PAGE_CACHE_MAX_ENTRIES: "2000",
    });
    expect(config.requestBodyLimits).toEqual({ form: 128 * 1024, upload: 20 * 1024 * 1024 });
    expect(config.pageCacheLimits).toEqual({ maxEntries: 2000, maxBytes: 1024 * 1024 * 1024 });
    expect(parseConfig({ BODY_LIMIT: "65536" }).requestBodyLimits.form).toBe(65536);
  });

  it("refuses a size or a count it cannot read", () => {
    expect(problemsOf({ BODY_LIMIT: "lots" })).toEqual([
      'BODY_LIMIT must be a size of at least 1KB, such as 64KB (got "lots").',
    ]);
    expect(problemsOf({ UPLOAD_BODY_LIMIT: "12TB" })).toEqual([
      'UPLOAD_BODY_LIMIT must be a size of at least 1KB, such as 12MB (got "12TB").',
    ]);
    expect(problemsOf({ BODY_LIMIT: "10" })[0]).toMatch(/^BODY_LIMIT must be a size of at least 1KB/);
    expect(problemsOf({ PAGE_CACHE_MAX_ENTRIES: "0" })).toEqual([
      'PAGE_CACHE_MAX_ENTRIES must be a whole number of at least 1 (got "0").',
    ]);
  });
});

describe("docs/configuration.md", () => {
  it("lists exactly the environment variables the configuration reads", () => {
    const doc = readFileSync(path.join(root, "docs/configuration.md"), "utf8");
    const section = doc.split(/^## Environment variables$/m)[1]!.split(/^## /m)[0]!;
    const documented = [...section.matchAll(/^\| (.+?) \|/gm)]
      .flatMap((row) => [...row[1]!.matchAll(/`([A-Z_]+)`/g)].map((name) => name[1]!))
      .sort();
    expect(documented).toEqual(Object.keys(environmentSchema.shape).sort());
  });

  it("has a .env.example naming each variable", () => {
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    const named = [...example.matchAll(/^#?\s*([A-Z_]+)=/gm)].map((match) => match[1]!).sort();
    expect(named).toEqual(Object.keys(environmentSchema.shape).sort());
  });
});

describe(".env", () => {
  const names = ["DOTENV_TEST_FROM_FILE", "DOTENV_TEST_FROM_BOTH", "DOTENV_TEST_EMPTY"];

  it("is read into the environment when present, and the environment wins", () => {
    const directory = tempDir("dotenv-");
    writeFileSync(
      path.join(directory, ".env"),
      "# comment\nDOTENV_TEST_FROM_FILE=file\nDOTENV_TEST_FROM_BOTH=file\nDOTENV_TEST_EMPTY=file\n",
    );
    process.env.DOTENV_TEST_FROM_BOTH = "environment";
    process.env.DOTENV_TEST_EMPTY = "";
    try {
      expect(loadDotEnvFile(directory)).toBe(path.join(directory, ".env"));
      expect(process.env.DOTENV_TEST_FROM_FILE).toBe("file");
      expect(process.env.DOTENV_TEST_FROM_BOTH).toBe("environment");
      expect(process.env.DOTENV_TEST_EMPTY).toBe("");
    } finally {
      for (const name of names) delete process.env[name];
    }
  });

  it("is optional", () => {
    const directory = tempDir("dotenv-");
    expect(loadDotEnvFile(directory)).toBeNull();
  });
});

describe("backups and logs", () => {
  it("back up the embedded database into DATA_DIR/backups, keeping 7, and PostgreSQL only with BACKUP_DIR", () => {
    expect(parseConfig({ DATA_DIR: "/srv/site" }).backups).toEqual({ dir: "/srv/site/backups", keep: 7 });
    expect(parseConfig({ DATABASE_URL: "postgres://u:p@db/site" }).backups).toEqual({ dir: null, keep: 7 });
    expect(
      parseConfig({ DATABASE_URL: "postgres://u:p@db/site", BACKUP_DIR: "/var/backups/site", BACKUP_KEEP: "14" })
        .backups,
    ).toEqual({ dir: "/var/backups/site", keep: 14 });
    expect(problemsOf({ BACKUP_KEEP: "0" })).toEqual(['BACKUP_KEEP must be a whole number of at least 1 (got "0").']);
  });

  it("write text lines by default, or JSON with LOG_FORMAT=json", () => {
    expect(parseConfig({}).logFormat).toBe("text");
    expect(parseConfig({ LOG_FORMAT: "JSON" }).logFormat).toBe("json");
    expect(parseConfig({ LOG_FORMAT: "text" }).logFormat).toBe("text");
    expect(problemsOf({ LOG_FORMAT: "xml" })).toEqual(['LOG_FORMAT must be text or json (got "xml").']);
  });
});
