import { eq, sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";

import { startTimedContentWatch, type TimedContentWatch } from "~/platform/cache/timed-content-watch.server";
import { getDb } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { scheduledPostsCheck } from "../posts/scheduled-publication.server";
import { jobExpiryCheck } from "./job-expiry.server";
import { jobInput } from "./job-test-data";
import { closeJob, countOpenJobs, createJob } from "./job.server";

let watch: TimedContentWatch | undefined;
afterEach(() => {
  watch?.stop();
  watch = undefined;
});

const noEvents = () => () => {};

async function expireIn(id: string, milliseconds: number) {
  await getDb()
    .update(jobs)
    .set({ expiresAt: sql`now() + ${`${milliseconds} milliseconds`}::interval` })
    .where(eq(jobs.id, id));
}

describeEachEngine("job expiry", () => {
  it("says when the next listed job expires, and that one expired since the last check", async () => {
    const check = jobExpiryCheck(getDb());
    expect(await check(null)).toMatchObject({ changed: false, nextInMs: null });
    const job = await createJob(jobInput());
    const first = await check(null);
    // Thirty days or so: the default 'Closes On'.
    expect(first.nextInMs).toBeGreaterThan(29 * 24 * 3600 * 1000);
    await expireIn(job.id, -1000);
    // Expired a second ago, after the first check? No: before it. Nothing changed since then.
    expect((await check(first.checkedAt)).changed).toBe(false);
    // It expires just after a check (by the database's clock, whatever the machine's speed):
    // the next check finds it.
    const before = await check(null);
    await getDb()
      .update(jobs)
      .set({ expiresAt: new Date(before.checkedAt.getTime() + 1) })
      .where(eq(jobs.id, job.id));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await check(before.checkedAt)).changed).toBe(true);
  });

  it("leaves out closed jobs and drafts", async () => {
    const closed = await createJob(jobInput());
    await closeJob(closed.id);
    await createJob(jobInput({ isPublished: false }));
    expect((await jobExpiryCheck(getDb())(null)).nextInMs).toBeNull();
  });

  it("clears the cache when a job expires, with no write and no request, beside scheduled posts", async () => {
    const job = await createJob(jobInput());
    await expireIn(job.id, 400);
    let cleared = 0;
    let nextAt: number | null = null;
    watch = startTimedContentWatch({
      checks: [scheduledPostsCheck(getDb()), jobExpiryCheck(getDb())],
      entities: ["post", "job"],
      onChange: () => cleared++,
      onNextChange: (at) => (nextAt = at),
      subscribe: noEvents,
      pollMs: 60_000,
    });
    await watch.ready;
    expect(cleared).toBe(0);
    expect(nextAt).toBeGreaterThan(Date.now());
    expect(await countOpenJobs()).toBe(1);
    await expect.poll(() => cleared, { timeout: 5_000 }).toBe(1);
    expect(await countOpenJobs()).toBe(0);
  });
});
