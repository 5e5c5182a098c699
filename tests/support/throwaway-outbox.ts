import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll } from "vitest";

import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

/**
 * For a test file whose code sends mail (sign-in notices, password notices, invitations):
 * DATA_DIR, and so the outbox, is a throwaway directory for the whole file, never ./data.
 * Call at the top of the file, before anything reads the config. Resolves the directory.
 */
export function throwawayOutbox(prefix: string): () => string {
  let dataDir: string | undefined;
  const saved = process.env.DATA_DIR;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    process.env.DATA_DIR = dataDir;
  });
  afterAll(async () => {
    await flushOutgoingMail();
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!dataDir) throw new Error("the throwaway outbox exists once the file's beforeAll has run");
    return dataDir;
  };
}
