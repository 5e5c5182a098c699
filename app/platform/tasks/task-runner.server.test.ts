import { afterEach, expect, it, vi } from "vitest";

import { inboxRetentionTask } from "~/features/inbox/retention-task.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { getDatabaseHandle, getDb, openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { contactMessages, taskRuns } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { runTaskIfDue, startTaskRunner, type Task } from "./task-runner.server";

const HOUR = 60 * 60 * 1000;
const quiet = () => {};
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

function countingTask(name = "counting", intervalMs = HOUR, work: () => Promise<void> = async () => {}) {
  const runs: Date[] = [];
  const task: Task = {
    name,
    intervalMs,
    async run(_handle, now) {
      runs.push(now);
      await work();
    },
  };
  return { task, runs };
}

describeEachEngine("the task runner", (engine) => {
  it("runs a task once per period, and records when", async () => {
    const { task, runs } = countingTask();
    const handle = getDatabaseHandle();
    const t0 = new Date("2026-11-21T12:00:00Z");
    expect(await runTaskIfDue(handle, task, t0, quiet)).toBe("ran");
    expect(await runTaskIfDue(handle, task, new Date(t0.getTime() + HOUR - 1), quiet)).toBe("not-due");
    expect(await runTaskIfDue(handle, task, new Date(t0.getTime() + HOUR), quiet)).toBe("ran");
    expect(runs).toHaveLength(2);
    const [row] = await getDb().select().from(taskRuns);
    expect(row).toMatchObject({ name: "counting", lastError: null });
  });

  it("logs a failure and waits for the next period rather than retrying at once", async () => {
    const failing: Task = { name: "failing", intervalMs: HOUR, run: async () => Promise.reject(new Error("boom")) };
    const log = vi.fn();
    const t0 = new Date("2026-11-21T12:00:00Z");
    expect(await runTaskIfDue(getDatabaseHandle(), failing, t0, log)).toBe("ran");
    expect(log).toHaveBeenCalledWith("job failing failed: boom", "error");
    expect(await runTaskIfDue(getDatabaseHandle(), failing, new Date(t0.getTime() + 60_000), log)).toBe("not-due");
    expect((await getDb().select().from(taskRuns))[0]!.lastError).toBe("boom");
  });

  it("runs due tasks on its timer and stops cleanly", async () => {
    const { task, runs } = countingTask("timed");
    const runner = startTaskRunner({
      handle: getDatabaseHandle(),
      tasks: [task],
      tickMs: 20,
      firstTickMs: 1,
      log: quiet,
    });
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    await runner.stop();
    expect(runs).toHaveLength(1);
  });

  it("inbox retention deletes messages older than the setting's days", async () => {
    await saveSiteSettings({ ...agencyDefaults, retentionDays: 30 });
    const now = new Date("2026-11-21T12:00:00Z");
    const day = 86_400_000;
    const message = { name: "A", email: "a@example.com", message: "m" };
    await getDb()
      .insert(contactMessages)
      .values([
        { ...message, createdAt: new Date(now.getTime() - 31 * day) },
        { ...message, isSpam: true, createdAt: new Date(now.getTime() - 45 * day) },
        { ...message, createdAt: new Date(now.getTime() - 29 * day) },
      ]);
    const log = vi.fn();
    await runTaskIfDue(getDatabaseHandle(), inboxRetentionTask, now, log);
    expect(await getDb().select().from(contactMessages)).toHaveLength(1);
    expect(log).toHaveBeenCalledWith("job inbox-retention: deleted 2 contact message(s) older than 30 days");
  });

  if (engine !== "postgres") return;

  it("two instances at the same moment: one does the task, the other skips it", async () => {
    const handleA = getDatabaseHandle();
    const handleB: DatabaseHandle = await openDatabase({
      engine: "postgres",
      url: String(handleA.pool!.options.connectionString),
    });
    closers.push(() => handleB.close());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { task, runs } = countingTask("shared", HOUR, () => held);
    const now = new Date();
    const first = runTaskIfDue(handleA, task, now, quiet);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    // While the first holds the lock, the second instance is refused it.
    expect(await runTaskIfDue(handleB, task, now, quiet)).toBe("locked");
    release();
    expect(await first).toBe("ran");
    // Afterwards it is not due any more on either instance.
    expect(await runTaskIfDue(handleB, task, new Date(now.getTime() + 1_000), quiet)).toBe("not-due");
    expect(runs).toHaveLength(1);
  });

  it("inbox retention started on two instances at once deletes the old messages once", async () => {
    const handleA = getDatabaseHandle();
    const handleB: DatabaseHandle = await openDatabase({
      engine: "postgres",
      url: String(handleA.pool!.options.connectionString),
    });
    closers.push(() => handleB.close());
    await saveSiteSettings({ ...agencyDefaults, retentionDays: 30 });
    const now = new Date();
    const old = new Date(now.getTime() - 31 * 86_400_000);
    const message = { name: "A", email: "a@example.com", message: "m", createdAt: old };
    await getDb()
      .insert(contactMessages)
      .values([message, message, { ...message, createdAt: now }]);
    const logs: string[] = [];
    const log = (line: string) => logs.push(line);

    const outcomes = await Promise.all([
      runTaskIfDue(handleA, inboxRetentionTask, now, log),
      runTaskIfDue(handleB, inboxRetentionTask, now, log),
    ]);
    // One instance ran it; the other found it locked, or (if it came just after) not due.
    expect(outcomes.filter((outcome) => outcome === "ran")).toHaveLength(1);
    expect(logs).toEqual(["job inbox-retention: deleted 2 contact message(s) older than 30 days"]);
    expect(await getDb().select().from(contactMessages)).toHaveLength(1);
    expect(await getDb().select().from(taskRuns)).toHaveLength(1);
  });
});
