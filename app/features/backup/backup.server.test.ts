import { createHash } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadAuthSecret } from "~/features/staff/secret.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { setActiveDatabase, type DatabaseHandle, type Engine } from "~/platform/db/client.server";
import { generatedSecret } from "~/platform/db/generated-secrets.server";
import * as schema from "~/platform/db/schema";

import { tempDir } from "../../../tests/support/temp-dir";
import { createTestDatabase, testEngines, truncateAll, type TestDatabase } from "../../../tests/support/test-database";
import { ArchiveError, ArchiveWriter, type ArchiveHeader, type RowLine } from "./archive-format";
import { writeBackupAsStored } from "./backup-as-stored.server";
import { backedUpTables, EXCLUDED_TABLES, schemaTables } from "./backup-tables.server";
import { pageSizes, writeBackup } from "./backup.server";
import { restoreBackup } from "./restore.server";
import { stableOrder } from "./table-rows.server";

const workDir = tempDir("backup-");
let archiveCount = 0;
const nextArchivePath = () => path.join(workDir, `site-${++archiveCount}.jsonl`);

const databases = new Map<Engine, TestDatabase>();
/** The database a backup of `engine` is restored into: the other engine (a second PGlite without PostgreSQL). */
const restoreTargetFor = (engine: Engine): TestDatabase => databases.get(engine === "pglite" ? "postgres" : "pglite")!;

beforeAll(async () => {
  for (const engine of testEngines) databases.set(engine, await createTestDatabase(engine));
  // Without PostgreSQL, PGlite to PGlite: a second database of its own.
  if (!testEngines.includes("postgres")) databases.set("postgres", await createTestDatabase("pglite"));
}, 120_000);
afterAll(async () => {
  setActiveDatabase(undefined);
  for (const database of databases.values()) await database.destroy();
});

/**
 * A site with rows in every backed-up table (and in the excluded ones, which must not travel).
 * A table added to the schema without rows here fails "fills every backed-up table": add some.
 */
async function seedSite(handle: DatabaseHandle): Promise<void> {
  setActiveDatabase(handle);
  const db = handle.db;
  await loadAuthSecret(db, null);
  await db.insert(schema.appSettings).values({ key: "contact_email", value: "jobs@example.com" });
  const staff = await createStaffAccount({
    email: "staff@example.com",
    password: "long enough pw",
    name: "Staff Member",
  });
  await db.insert(schema.faqs).values([
    {
      question: "How do I apply?",
      answer: "Online — quickly.\nLine two ‘quoted’.",
      category: "Jobs",
      displayOrder: 10,
      isPublished: true,
    },
    { question: "Draft?", answer: "Not yet.", displayOrder: 20 },
    { question: "Old?", answer: "In the Trash.", displayOrder: 30, deletedAt: new Date("2026-01-07T00:00:00Z") },
  ]);
  // A job, with its JSON screening questions and its computed search document.
  const [job] = await db
    .insert(schema.jobs)
    .values({
      title: "Forklift Operator",
      slug: "forklift-operator",
      category: "dockside",
      employmentType: "temporary",
      city: "Sulphur",
      state: "LA",
      description: "Move pallets.",
      titleEs: "Operador de montacargas",
      screeningQuestions: [{ question: "Do you hold a valid CDL-A?", qualifyingAnswer: "yes" }],
      referenceNumber: "J-TEST01",
      closesOn: "2026-12-31",
    })
    .returning();
  // An application with its resume (bytes), a note, a stage change and its consent.
  const [application] = await db
    .insert(schema.applications)
    .values({
      jobId: job!.id,
      jobTitle: "Forklift Operator",
      firstName: "José",
      lastName: "Núñez",
      email: "jose@example.com",
      phone: "+13375550142",
      interests: ["dockside"],
      screeningAnswers: [
        { question: "Do you hold a valid CDL-A?", answer: "no", qualifyingAnswer: "yes", meets: false },
      ],
      meetsScreening: false,
      textConsentAt: new Date("2026-01-05T00:00:00Z"),
      textConsentText: "I agree.",
      resumeType: "pdf",
      resumeFileName: "résumé.pdf",
      resumeSize: 5,
      resumeText: "Forklift certified",
      resumeTextStatus: "done",
      stage: "reviewing",
    })
    .returning();
  await db
    .insert(schema.applicationResumes)
    .values({ applicationId: application!.id, data: Buffer.from("%PDF\u0000", "latin1") });
  await db
    .insert(schema.applicationNotes)
    .values({ applicationId: application!.id, authorId: staff.id, authorName: "Staff Member", body: "Call back." });
  await db.insert(schema.applicationStageChanges).values({
    applicationId: application!.id,
    fromStage: "new",
    toStage: "reviewing",
    actorId: staff.id,
    actorName: "Staff Member",
  });
  // An uploaded image: its variants are bytes (bytea), which must travel unchanged.
  const imageId = "a1".repeat(32);
  await db.insert(schema.media).values({
    id: imageId,
    fileName: "crew.jpg",
    sourceFormat: "jpeg",
    byteSize: 1234,
    width: 480,
    height: 320,
  });
  await db.insert(schema.mediaVariants).values([
    { mediaId: imageId, format: "jpeg", width: 480, height: 320, data: Buffer.from([0xff, 0xd8, 0x00, 0xff, 0xd9]) },
    { mediaId: imageId, format: "webp", width: 480, height: 320, data: Buffer.from("RIFF\u0000WEBP", "latin1") },
  ]);
  const [post] = await db
    .insert(schema.blogPosts)
    .values({
      featuredMediaId: imageId,
      featuredImageAlt: "Our crew",
      metaDescription: "Hello from the crew.",
      title: "Hello",
      slug: "hello",
      content: "# Hi\n\nText",
      excerpt: "Hi",
      author: "Staff",
      isPublished: true,
      publishedAt: new Date("2026-01-02T03:04:05.678Z"),
    })
    .returning();
  await db.insert(schema.postSlugRedirects).values({ oldSlug: "hi", postId: post!.id });
  await db.insert(schema.postRevisions).values({
    postId: post!.id,
    savedAt: new Date("2026-01-02T03:04:05.678Z"),
    editorId: staff.id,
    editorName: "Staff Member",
    title: "Hi",
    slug: "hi",
    excerpt: "Hi",
    content: "Hi",
    featuredMediaId: imageId,
  });
  await db.insert(schema.siteSettings).values([
    { key: "agencyName", value: "Bayou Staffing" },
    { key: "phones", value: [{ label: "Main", number: "(337) 555-0100" }] },
  ]);
  const [answered] = await db
    .insert(schema.contactMessages)
    .values([
      {
        name: "Ann Lee",
        email: "ann@example.com",
        message: "Five welders,\nplease.",
        readAt: new Date("2026-01-03T00:00:00Z"),
        handledAt: new Date("2026-01-03T01:00:00Z"),
        handledById: staff.id,
        handledByName: "Staff Member",
      },
      { name: "Robot", email: "bot@example.com", message: "Buy now", isSpam: true, spamReason: "honeypot" },
    ])
    .returning();
  await db.insert(schema.inboxReplies).values({
    messageId: answered!.id,
    staffId: staff.id,
    staffName: "Staff Member",
    to: "ann@example.com",
    subject: "re: Your message to Bayou Staffing",
    body: "We can send five welders.\nCall us.",
    sentAt: new Date("2026-01-03T01:00:00Z"),
  });
  await db.insert(schema.taskRuns).values({ name: "inbox-retention", lastRunAt: new Date("2026-01-04T05:06:07Z") });
  // Staff security: a second factor, a passkey, a pending invitation and an activity row.
  await db.insert(schema.twoFactor).values({
    id: "tf1",
    secret: "encrypted-secret",
    backupCodes: "encrypted-codes",
    userId: staff.id,
    lastAcceptedStep: 59_000_000,
  });
  await db.insert(schema.passkey).values({
    id: "pk1",
    name: "Work laptop",
    publicKey: "cHVibGljLWtleQ",
    userId: staff.id,
    credentialID: "Y3JlZGVudGlhbA",
    counter: 3,
    deviceType: "singleDevice",
    backedUp: false,
    transports: "internal",
    createdAt: new Date("2026-01-05T00:00:00Z"),
    lastUsedAt: new Date("2026-01-06T00:00:00Z"),
  });
  await db.insert(schema.staffInvitations).values({
    email: "new.hire@example.com",
    name: "New Hire",
    tokenHash: "ab".repeat(32),
    invitedById: staff.id,
    expiresAt: new Date("2026-01-08T00:00:00Z"),
  });
  await db.insert(schema.activityLog).values({
    kind: "faq-created",
    actorId: staff.id,
    actorName: "Staff Member",
    actorEmail: "staff@example.com",
    entityType: "faq",
    entityId: "faq-1",
    entityTitle: "How do I apply?",
    changedFields: ["question", "answer"],
    ipAddress: "127.0.0.1",
    userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0",
  });
  await db
    .insert(schema.session)
    .values({ id: "s1", token: "t1", userId: staff.id, expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(schema.rateLimit).values({ id: "r1", key: "127.0.0.1/sign-in", count: 3, lastRequest: Date.now() });
  await db
    .insert(schema.verification)
    .values({ id: "v1", identifier: "reset-password:x", value: "u", expiresAt: new Date(Date.now() + 3600_000) });
}

async function rowsOf(handle: DatabaseHandle, table: PgTable) {
  return handle.db
    .select()
    .from(table)
    .orderBy(...stableOrder(table));
}

async function snapshot(handle: DatabaseHandle) {
  const tables: Record<string, unknown[]> = {};
  for (const table of backedUpTables()) tables[getTableName(table)] = await rowsOf(handle, table);
  return tables;
}

/** The auth secret of the sites these tests back up and restore (archives are signed with it). */
const SITE_SECRET = "the site's auth secret";

describe("backup coverage", () => {
  it("backs up every table of the schema except sessions, rate limits and unused tokens, and the schema is the database", async () => {
    const schemaNames = schemaTables()
      .map((table) => getTableName(table))
      .sort();
    const backedUp = backedUpTables().map((table) => getTableName(table));
    expect([...backedUp, ...Object.keys(EXCLUDED_TABLES)].sort()).toEqual(schemaNames);
    expect(Object.keys(EXCLUDED_TABLES).sort()).toEqual(["rate_limit", "session", "verification"]);
    // A table made by a migration but missing from the schema module would escape the backup.
    const handle = databases.get("pglite")!;
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const inDatabase = ((result as { rows: { table_name: string }[] }).rows ?? result).map((row) => row.table_name);
    expect(inDatabase.sort()).toEqual(schemaNames);
    // Parents first: an image before its variants and the posts using it, a post before its old slugs, a user before its accounts.
    expect(backedUp.indexOf("media")).toBeLessThan(backedUp.indexOf("media_variants"));
    expect(backedUp.indexOf("media")).toBeLessThan(backedUp.indexOf("blog_posts"));
    expect(backedUp.indexOf("blog_posts")).toBeLessThan(backedUp.indexOf("post_slug_redirects"));
    expect(backedUp.indexOf("user")).toBeLessThan(backedUp.indexOf("account"));
  });

  it("fills every backed-up table in the round-trip site (a new table needs rows in seedSite)", async () => {
    const handle = databases.get("pglite")!;
    await truncateAll(handle);
    await handle.db.execute(sql`truncate app_settings`);
    await seedSite(handle);
    for (const [table, rows] of Object.entries(await snapshot(handle))) expect(rows.length, table).toBeGreaterThan(0);
  });
});

describe.each(testEngines)("backup from %s", (engine) => {
  it(
    "restores on the other engine with every row equal, without sessions, rate limits or tokens",
    { timeout: 60_000 },
    async () => {
      const source = databases.get(engine)!;
      const target = restoreTargetFor(engine);
      for (const database of [source, target]) {
        await truncateAll(database);
        await database.db.execute(sql`truncate app_settings`);
      }
      await seedSite(source);
      const archive = nextArchivePath();
      const header = await writeBackup(source, archive, { authSecretInEnvironment: false, signingKey: SITE_SECRET });
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      expect(header.tables.find((table) => table.name === "faqs")?.rows).toBe(3);

      const result = await restoreBackup(target, archive, { replace: false, signingKey: SITE_SECRET });
      expect(result.rows).toBe(Object.values(await snapshot(source)).flat().length);
      expect(await snapshot(target)).toEqual(await snapshot(source));
      for (const excluded of [schema.session, schema.rateLimit, schema.verification])
        expect(await rowsOf(target, excluded)).toEqual([]);
    },
  );
});

describe.each(testEngines)("the backup of the tables as stored, on %s", (engine) => {
  it("writes what writeBackup writes when the database has this version's schema", { timeout: 60_000 }, async () => {
    const source = databases.get(engine)!;
    await truncateAll(source);
    await source.db.execute(sql`truncate app_settings`);
    await seedSite(source);
    const declared = nextArchivePath();
    const stored = nextArchivePath();
    await writeBackup(source, declared, { authSecretInEnvironment: false, signingKey: SITE_SECRET });
    await writeBackupAsStored(source, stored, { authSecretInEnvironment: false, signingKey: SITE_SECRET });
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    const lines = (file: string) => {
      const [header, ...rows] = readFileSync(file, "utf8").trimEnd().split("\n").slice(0, -1);
      return { header: { ...JSON.parse(header!), createdAt: null }, rows: rows.map((line) => JSON.parse(line)) };
    };
    expect(lines(stored)).toEqual(lines(declared));
  });

  it("reads a column this version does not declare (as before a migration drops it)", { timeout: 60_000 }, async () => {
    const source = databases.get(engine)!;
    await truncateAll(source);
    await source.db.execute(sql`truncate app_settings`);
    await seedSite(source);
    await source.db.execute(sql`alter table faqs add column retired_note text default 'old'`);
    try {
      const archive = nextArchivePath();
      await writeBackupAsStored(source, archive, { authSecretInEnvironment: false, signingKey: SITE_SECRET });
      const faq = readFileSync(archive, "utf8")
        .split("\n")
        .map((line) => (line ? JSON.parse(line) : null))
        .find((line) => line?.table === "faqs");
      expect(faq.row.retired_note).toBe("old");
    } finally {
      await source.db.execute(sql`alter table faqs drop column retired_note`);
    }
  });
});

describe("restore refuses", () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let archive: string;
  beforeAll(async () => {
    source = databases.get("pglite")!;
    target = databases.get("postgres")!;
    for (const database of [source, target]) {
      await truncateAll(database);
      await database.db.execute(sql`truncate app_settings`);
    }
    await seedSite(source);
    archive = nextArchivePath();
    await writeBackup(source, archive, { authSecretInEnvironment: false, signingKey: SITE_SECRET });
  }, 60_000);

  async function targetWithOneFaq() {
    await truncateAll(target);
    await target.db.execute(sql`truncate app_settings`);
    await target.db.insert(schema.faqs).values({ question: "Already here", answer: "Yes" });
  }

  it("a database that is not empty, unless --replace", async () => {
    await targetWithOneFaq();
    const refusal = await restoreBackup(target, archive, { replace: false, signingKey: SITE_SECRET }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ArchiveError);
    expect((refusal as Error).message).toBe(
      "The database is not empty (1 in faqs). Restore refuses to mix two sites: add --replace to delete what is there and load the archive. Nothing was restored.",
    );
    expect((await rowsOf(target, schema.faqs)).map((faq) => faq.question)).toEqual(["Already here"]);
    await restoreBackup(target, archive, { replace: true, signingKey: SITE_SECRET });
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });

  it("counts what a running site makes by itself (secrets, task runs, the ADMIN_EMAIL account) as empty", async () => {
    await truncateAll(target);
    await target.db.execute(sql`truncate app_settings`);
    setActiveDatabase(target);
    await loadAuthSecret(target.db, null);
    await generatedSecret(target.db, "contact_form_token_secret");
    await target.db.insert(schema.taskRuns).values({ name: "inbox-retention", lastRunAt: new Date() });
    await createStaffAccount({ email: "boss@example.com", password: "long enough pw" });
    await expect(restoreBackup(target, archive, { replace: false, signingKey: SITE_SECRET })).rejects.toThrow(
      "(1 in user, 1 in account)",
    );
    await restoreBackup(target, archive, { replace: false, adminEmail: "Boss@example.com", signingKey: SITE_SECRET });
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });

  it.each([
    [
      "truncated",
      (text: string) => text.slice(0, Math.floor(text.length / 2)),
      /is incomplete \(it has no end line\): the archive was cut off\. Nothing was restored\.$/,
    ],
    [
      "tampered",
      (text: string) => text.replace("How do I apply?", "How do I apply!"),
      /does not match its checksum: it was altered or damaged\. Nothing was restored\.$/,
    ],
    [
      "cut before its last rows",
      (text: string) => {
        const lines = text.split("\n");
        return [...lines.slice(0, 3), ...lines.slice(-2)].join("\n");
      },
      /does not match its checksum/,
    ],
    ["not an archive", () => "hello\n", /is damaged: line 1 is not valid JSON/],
  ])("a %s archive, writing nothing", async (_name, damage, message) => {
    await targetWithOneFaq();
    const damaged = nextArchivePath();
    writeFileSync(damaged, damage(readFileSync(archive, "utf8")));
    await expect(restoreBackup(target, damaged, { replace: true, signingKey: SITE_SECRET })).rejects.toThrow(message);
    expect((await rowsOf(target, schema.faqs)).map((faq) => faq.question)).toEqual(["Already here"]);
  });

  it("an archive altered with its checksum made again, or signed with another secret, unless --skip-signature", async () => {
    await targetWithOneFaq();
    const text = readFileSync(archive, "utf8");
    const lines = text.trimEnd().split("\n");
    const body = lines.slice(0, -1).join("\n").replaceAll("How do I apply?", "How do I apply!") + "\n";
    const trailer = JSON.parse(lines.at(-1)!) as { sha256: string };
    const forged = nextArchivePath();
    writeFileSync(
      forged,
      body + JSON.stringify({ ...trailer, sha256: createHash("sha256").update(body).digest("hex") }) + "\n",
    );
    const refusal =
      /is not signed with this site's auth secret: it was altered, or made by a site with another secret\. Nothing was restored\. If you trust this file .* add --skip-signature\.$/;
    await expect(restoreBackup(target, forged, { replace: true, signingKey: SITE_SECRET })).rejects.toThrow(refusal);
    // A site whose secret changed since (a new machine, a new BETTER_AUTH_SECRET) cannot check it either.
    await expect(restoreBackup(target, archive, { replace: true, signingKey: "another secret" })).rejects.toThrow(
      refusal,
    );
    await expect(restoreBackup(target, archive, { replace: true, signingKey: null })).rejects.toThrow(
      /has no auth secret yet to check .* Nothing was restored\./,
    );
    const unsigned = nextArchivePath();
    const { hmac: _hmac, ...withoutHmac } = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    writeFileSync(unsigned, [...lines.slice(0, -1), JSON.stringify(withoutHmac)].join("\n") + "\n");
    await expect(restoreBackup(target, unsigned, { replace: true, signingKey: SITE_SECRET })).rejects.toThrow(
      /is not signed \(made by an older version\)/,
    );
    expect((await rowsOf(target, schema.faqs)).map((faq) => faq.question)).toEqual(["Already here"]);
    // The operator's word: loaded, its SHA-256 still checked.
    await restoreBackup(target, archive, { replace: true, signingKey: null, skipSignature: true });
    expect(await snapshot(target)).toEqual(await snapshot(source));
    await targetWithOneFaq();
    await expect(
      restoreBackup(target, forged, { replace: true, signingKey: "another secret", skipSignature: true }),
    ).resolves.toBeDefined();
    expect((await rowsOf(target, schema.faqs)).map((faq) => faq.question)).toContain("How do I apply!");
  });

  it("to overwrite an existing file when backing up", async () => {
    await expect(
      writeBackup(source, archive, { authSecretInEnvironment: false, signingKey: SITE_SECRET }),
    ).rejects.toThrow(`${archive} already exists: choose another file name, or remove it first.`);
  });
});

/** The archive an older version would have written: `oldName` where this one writes `newName`, checksum and all. */
function withTableNamed(text: string, newName: string, oldName: string): string {
  const writer = new ArchiveWriter(SITE_SECRET);
  const [headerLine, ...rest] = text.trimEnd().split("\n");
  const header = JSON.parse(headerLine!) as ArchiveHeader;
  const rename = (name: string) => (name === newName ? oldName : name);
  let out = writer.line({ ...header, tables: header.tables.map((table) => ({ ...table, name: rename(table.name) })) });
  for (const line of rest.slice(0, -1)) {
    const row = JSON.parse(line) as RowLine;
    out += writer.line({ ...row, table: rename(row.table) });
  }
  return out + writer.trailer();
}

describe("restore of an archive written before a table was renamed", () => {
  it("loads job_runs rows into task_runs", { timeout: 60_000 }, async () => {
    const source = databases.get("pglite")!;
    const target = databases.get("postgres")!;
    for (const database of [source, target]) {
      await truncateAll(database);
      await database.db.execute(sql`truncate app_settings`);
    }
    await seedSite(source);
    const current = nextArchivePath();
    await writeBackup(source, current, { authSecretInEnvironment: false, signingKey: SITE_SECRET });
    const older = nextArchivePath();
    writeFileSync(older, withTableNamed(readFileSync(current, "utf8"), "task_runs", "job_runs"));
    expect(readFileSync(older, "utf8")).toContain('{"table":"job_runs","row":{"name":"inbox-retention"');
    expect(readFileSync(older, "utf8")).not.toContain("task_runs");

    await restoreBackup(target, older, { replace: false, signingKey: SITE_SECRET });
    expect(await rowsOf(target, schema.taskRuns)).toEqual([
      { name: "inbox-retention", lastRunAt: new Date("2026-01-04T05:06:07Z"), lastError: null },
    ]);
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });
});

describe("backup pages", () => {
  it("page rows with large binary columns by size: 7 MB resumes two to a page", { timeout: 60_000 }, async () => {
    const database = await createTestDatabase("pglite");
    try {
      const db = database.db;
      const resume = Buffer.alloc(7 * 1024 * 1024, 0x41);
      for (let index = 0; index < 3; index++) {
        const [row] = await db
          .insert(schema.applications)
          .values({ firstName: `A${index}`, lastName: "B", email: `a${index}@example.com` })
          .returning();
        await db.insert(schema.applicationResumes).values({ applicationId: row!.id, data: resume });
      }
      await db
        .insert(schema.faqs)
        .values(Array.from({ length: 501 }, (_, index) => ({ question: `Q${index}`, answer: "A" })));
      await db.transaction(async (tx) => {
        const resumes = schema.applicationResumes;
        expect(await pageSizes(tx, resumes, stableOrder(resumes))).toEqual([2, 1]);
        expect(await pageSizes(tx, schema.applications, stableOrder(schema.applications))).toEqual([3]);
        expect(await pageSizes(tx, schema.faqs, stableOrder(schema.faqs))).toEqual([500, 1]);
      });
    } finally {
      await database.destroy();
    }
  });
});
