/*
 * A migrated, empty database made once per test run on each engine, which every test file
 * then copies: applying the migrations (and, on PGlite, running initdb) for each file was
 * most of the data tests' set-up time.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";

import { openDatabase, type Database, type DatabaseHandle } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";
import * as schema from "~/platform/db/schema";

import { oncePerRun } from "./once-per-run";

/** An in-memory PGlite, empty or started from a data directory dumped by `dumpDataDir`. */
export async function openInMemoryPglite(snapshot?: Blob): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  return {
    client,
    db: drizzle(client, { schema }) as unknown as Database,
    engine: "pglite",
    label: "embedded PGlite in memory",
    close: () => client.close(),
  };
}

/** The migrated PGlite data directory of this run, as a tarball to start each in-memory database from. */
export async function migratedPgliteSnapshot(runDir: string): Promise<Blob> {
  const file = await oncePerRun(runDir, "pglite-snapshot", async () => {
    const handle = await openInMemoryPglite();
    try {
      await applyMigrations(handle);
      // Uncompressed: loading it is faster, and it lives only for this run.
      const tarball = await handle.client.dumpDataDir("none");
      const target = path.join(runDir, "pglite-migrated.tar");
      await writeFile(target, Buffer.from(await tarball.arrayBuffer()));
      return target;
    } finally {
      await handle.close();
    }
  });
  return new Blob([await readFile(file)]);
}

export async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * This run's migrated template database on the PostgreSQL server, built by the first test file
 * that needs it. It then admits no connections: PostgreSQL copies a template only while no
 * one is connected to it, so test files copying it at the same time cannot get in each other's way.
 */
export async function migratedPostgresTemplate(runDir: string, serverUrl: string, name: string): Promise<string> {
  return oncePerRun(runDir, "postgres-template", async () => {
    await withServerClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const handle = await openDatabase({ engine: "postgres", url: databaseUrl(serverUrl, name) });
    try {
      await applyMigrations(handle);
    } finally {
      await handle.close();
    }
    await withServerClient(serverUrl, (client) =>
      client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
    );
    return name;
  });
}

/** Drops this run's template database, if a test file made it. */
export async function dropPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await withServerClient(serverUrl, async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) return;
    // A template database cannot be dropped.
    await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
  });
}
