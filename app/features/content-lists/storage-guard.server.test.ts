import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { createFaq } from "~/features/faqs/faq.server";
import { getDatabaseHandle, getDb, setActiveDatabase } from "~/platform/db/client.server";
import { faqs } from "~/platform/db/schema";

import { tmpfsDisk } from "../../../tests/support/temp-dir";
import { describeEachEngine } from "../../../tests/support/test-database";
import { refuseWhenStorageFails } from "./storage-guard.server";

/** A read-only file system (needs root, as in CI; unmounted when the file ends). */
const readOnlyDisk = tmpfsDisk("ro-disk-", "ro,size=200m");

const faq = { question: "Q?", answer: "A.", category: null, displayOrder: 0, isPublished: true };

async function statusAndBody(result: unknown) {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status, data };
}

describeEachEngine("admin changes when the disk fails", (engine) => {
  it("answer 503 with a sentence, never 500, when the write fails for lack of space", async () => {
    // The database's own error for a full disk (SQLSTATE 53100), raised by the write itself.
    await getDb().execute(
      sql.raw(`
      CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file "base/5/16384": No space left on device' USING ERRCODE = 'disk_full'; END $$`),
    );
    await getDb().execute(
      sql.raw("CREATE TRIGGER disk_is_full BEFORE INSERT ON faqs FOR EACH ROW EXECUTE FUNCTION disk_is_full()"),
    );
    try {
      const result = await refuseWhenStorageFails(() => createFaq(faq));
      expect(await statusAndBody(result)).toEqual({
        status: 503,
        data: {
          ok: false,
          error:
            "The change was not saved: the disk is full (No space left on device) on the server. Try again once it is fixed.",
        },
      });
    } finally {
      await getDb().execute(sql.raw("DROP TRIGGER disk_is_full ON faqs"));
      await getDb().execute(sql.raw("DROP FUNCTION disk_is_full()"));
    }
    expect(await getDb().select().from(faqs)).toEqual([]);
  });

  it("pass other failures on, and run the change when all is well", async () => {
    await expect(refuseWhenStorageFails(() => Promise.reject(new Error("a bug")))).rejects.toThrow("a bug");
    await refuseWhenStorageFails(() => createFaq(faq));
    expect(await getDb().select().from(faqs)).toHaveLength(1);
  });

  it.runIf(engine === "pglite" && readOnlyDisk)(
    "refuse before writing when the embedded database's disk cannot take it",
    async () => {
      const handle = getDatabaseHandle();
      setActiveDatabase({ ...handle, storageDir: readOnlyDisk! });
      try {
        let ran = false;
        const result = await refuseWhenStorageFails(async () => {
          ran = true;
        });
        expect(ran).toBe(false);
        expect((await statusAndBody(result)).status).toBe(503);
      } finally {
        setActiveDatabase(handle);
      }
    },
  );
});
