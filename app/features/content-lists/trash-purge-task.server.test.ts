import { expect, it, vi } from "vitest";

import { getDatabaseHandle, getDb } from "~/platform/db/client.server";
import { blogPosts, faqs } from "~/platform/db/schema";
import { runTaskIfDue } from "~/platform/tasks/task-runner.server";
import { scheduledTasks } from "~/scheduled-tasks.server";

import { describeEachEngine } from "../../../tests/support/test-database";
import { trashPurgeTask } from "./trash-purge-task.server";

const DAY = 86_400_000;
const post = { slug: "", content: "Text", excerpt: "Short", author: "Staff" };

describeEachEngine("the Trash purge task", () => {
  it("runs with the scheduled tasks", () => {
    expect(scheduledTasks).toContain(trashPurgeTask);
  });

  it("deletes FAQs and posts in the Trash for more than 30 days, and nothing else", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await getDb()
      .insert(faqs)
      .values([
        { question: "Old?", answer: "A", deletedAt: ago(31) },
        { question: "Recent?", answer: "A", deletedAt: ago(29) },
        { question: "Live?", answer: "A" },
      ]);
    await getDb()
      .insert(blogPosts)
      .values([
        { ...post, title: "Old", slug: "old", deletedAt: ago(30.5) },
        { ...post, title: "Recent", slug: "recent", deletedAt: ago(1) },
        { ...post, title: "Live", slug: "live" },
      ]);
    const log = vi.fn();
    expect(await runTaskIfDue(getDatabaseHandle(), trashPurgeTask, now, log)).toBe("ran");
    expect((await getDb().select().from(faqs)).map((row) => row.question).sort()).toEqual(["Live?", "Recent?"]);
    expect((await getDb().select().from(blogPosts)).map((row) => row.title).sort()).toEqual(["Live", "Recent"]);
    expect(log).toHaveBeenCalledWith(
      "job trash-purge: deleted 1 FAQ(s) and 1 post(s) in the Trash for more than 30 days",
    );
  });

  it("says nothing when the Trash holds nothing that old", async () => {
    const log = vi.fn();
    await runTaskIfDue(getDatabaseHandle(), trashPurgeTask, new Date(), log);
    expect(log).not.toHaveBeenCalled();
  });
});
