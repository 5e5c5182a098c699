import { afterAll, beforeAll } from "vitest";

import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { tempDir } from "./temp-dir";

/**
 * For a test file whose code sends mail (sign-in notices, password notices, invitations):
 * DATA_DIR, and so the outbox, is a throwaway directory for the whole file, never ./data.
 * Call at the top of the file, before anything reads the config. Resolves the directory.
 */
export function throwawayOutbox(prefix: string): () => string {
  let dataDir: string | undefined;
  const saved = process.env.DATA_DIR;
  beforeAll(() => {
    dataDir = tempDir(`${prefix}-`);
    process.env.DATA_DIR = dataDir;
  });
  afterAll(async () => {
    await flushOutgoingMail();
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  });
  return () => {
    if (!dataDir) throw new Error("the throwaway outbox exists once the file's beforeAll has run");
    return dataDir;
  };
}
