import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";

import { getDatabaseHandle, getDb, openDatabase } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { createPost, listPublishedPosts, type PostInput } from "./post.server";
import {
  checkScheduledPublications,
  startScheduledPublicationWatch,
  type ScheduledPublicationWatch,
} from "./scheduled-publication.server";

const post = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Scheduled",
  slug: "",
  content: "Text.",
  excerpt: "Excerpt.",
  featuredImageUrl: null,
  author: "Staff",
  isPublished: true,
  ...overrides,
});

const inMs = (ms: number) => new Date(Date.now() + ms);
const noEvents = () => () => {};

const watches: ScheduledPublicationWatch[] = [];
afterEach(() => {
  for (const watch of watches.splice(0)) watch.stop();
});

/** Resolves with the time onPublished was called, or null after `timeoutMs`. */
function publishedCall(timeoutMs: number) {
  let resolve!: (at: number | null) => void;
  const called = new Promise<number | null>((r) => (resolve = r));
  const timer = setTimeout(() => resolve(null), timeoutMs);
  return {
    onPublished: vi.fn(() => {
      clearTimeout(timer);
      resolve(Date.now());
    }),
    called,
  };
}

describeEachEngine("scheduled publication", (engine) => {
  it("reports the next scheduled time and what went live since a time", async () => {
    expect(await checkScheduledPublications(getDb(), null)).toMatchObject({ wentLive: false, nextInMs: null });
    await createPost(post({ title: "Live" }));
    await createPost(post({ title: "Draft", isPublished: false }));
    const scheduled = await createPost(post({ publishAt: inMs(3_600_000) }));

    const first = await checkScheduledPublications(getDb(), null);
    expect(first.wentLive).toBe(false);
    expect(first.nextInMs).toBeGreaterThan(3_590_000);
    expect(first.nextInMs).toBeLessThanOrEqual(3_600_000);
    expect(first.checkedAt).toBeInstanceOf(Date);

    // Its time comes: the next check finds it went live since the previous one, and nothing is next.
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date(first.checkedAt.getTime() + 1) })
      .where(eq(blogPosts.id, scheduled.id));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await checkScheduledPublications(getDb(), first.checkedAt);
    expect(second).toMatchObject({ wentLive: true, nextInMs: null });
    expect((await checkScheduledPublications(getDb(), second.checkedAt)).wentLive).toBe(false);
  });

  it("clears at a scheduled post's time, with no request and no write at that time", async () => {
    const scheduled = await createPost(post({ publishAt: inMs(1200) }));
    const { onPublished, called } = publishedCall(5000);
    const watch = startScheduledPublicationWatch({ db: getDb(), onPublished, subscribe: noEvents, pollMs: 60_000 });
    watches.push(watch);
    await watch.ready;
    expect(onPublished).not.toHaveBeenCalled();
    const at = await called;
    expect(at).not.toBeNull();
    expect(at!).toBeGreaterThanOrEqual(scheduled.publishedAt!.getTime());
    expect(at! - scheduled.publishedAt!.getTime()).toBeLessThan(1500);
    expect(onPublished).toHaveBeenCalledTimes(1);
    expect((await listPublishedPosts()).map((p) => p.id)).toContain(scheduled.id);
  });

  it("tells the page cache when the next scheduled post goes live, and that none is next after it", async () => {
    const scheduled = await createPost(post({ publishAt: inMs(1200) }));
    const { onPublished, called } = publishedCall(5000);
    const nextTimes: (number | null)[] = [];
    const watch = startScheduledPublicationWatch({
      db: getDb(),
      onPublished,
      onNextPublication: (at) => nextTimes.push(at),
      subscribe: noEvents,
      pollMs: 60_000,
    });
    watches.push(watch);
    await watch.ready;
    expect(nextTimes).toHaveLength(1);
    expect(Math.abs(nextTimes[0]! - scheduled.publishedAt!.getTime())).toBeLessThan(500);
    await called;
    await expect.poll(() => nextTimes.length).toBe(2);
    expect(nextTimes[1]).toBeNull();
  });

  it("re-arms at once when this instance schedules a post after the watch started", async () => {
    const { onPublished, called } = publishedCall(5000);
    const watch = startScheduledPublicationWatch({ db: getDb(), onPublished, pollMs: 60_000 });
    watches.push(watch);
    await watch.ready;
    const scheduled = await createPost(post({ publishAt: inMs(800) }));
    const at = await called;
    expect(at).not.toBeNull();
    expect(at! - scheduled.publishedAt!.getTime()).toBeLessThan(1500);
  });

  it("calls nothing while no post goes live", async () => {
    await createPost(post({ publishAt: inMs(3_600_000) }));
    const onPublished = vi.fn();
    const watch = startScheduledPublicationWatch({ db: getDb(), onPublished, subscribe: noEvents, pollMs: 100 });
    watches.push(watch);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onPublished).not.toHaveBeenCalled();
  });

  if (engine === "postgres") {
    it("clears on a second instance for a post scheduled on the first one", async () => {
      // Another instance: its own connection pool on the same database, hearing no events from the first.
      const url = getDatabaseHandle().pool!.options.connectionString!;
      const second = await openDatabase({ engine: "postgres", url });
      try {
        const { onPublished, called } = publishedCall(6000);
        const watch = startScheduledPublicationWatch({ db: second.db, onPublished, subscribe: noEvents, pollMs: 300 });
        watches.push(watch);
        await watch.ready;
        const scheduled = await createPost(post({ publishAt: inMs(1500) }));
        const at = await called;
        expect(at).not.toBeNull();
        expect(at!).toBeGreaterThanOrEqual(scheduled.publishedAt!.getTime());
        expect(at! - scheduled.publishedAt!.getTime()).toBeLessThan(1000);
      } finally {
        for (const watch of watches.splice(0)) watch.stop();
        await second.close();
      }
    });
  }
});
