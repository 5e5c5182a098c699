import { afterEach, describe, expect, it, vi } from "vitest";

import { describeEachEngine } from "../../../tests/support/test-database";
import { getDatabaseHandle, openDatabase, type DatabaseHandle } from "./client.server";
import { reconnectDelayMs, subscribeAcrossInstances, type InstanceSubscription } from "./notification-listener.server";

const channel = "test_instance_notices";
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe("reconnectDelayMs", () => {
  it("doubles from 250 ms and never waits more than 2 s", () => {
    expect([0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelayMs(attempt))).toEqual([250, 500, 1000, 2000, 2000, 2000]);
    expect(reconnectDelayMs(0, { initialMs: 50 })).toBe(50);
  });
});

/** One app instance's subscription, with what it heard. */
function instance(handle: DatabaseHandle, reconnectMs?: number) {
  const events: string[] = [];
  const notices: unknown[] = [];
  const log = vi.fn();
  const subscription: InstanceSubscription<{ entity?: string }> = subscribeAcrossInstances({
    handle,
    channel,
    label: "test",
    onNotice: (notice) => notices.push(notice),
    onPaused: () => events.push("paused"),
    onResumed: () => events.push("resumed"),
    reconnectDelayMs: reconnectMs,
    log,
  });
  cleanups.push(() => subscription.stop());
  return { subscription, events, notices, log };
}

describeEachEngine("notices across instances", (engine) => {
  if (engine === "pglite") {
    it("on PGlite, one process: ready at once, nothing sent, never paused", async () => {
      const only = instance(getDatabaseHandle());
      await only.subscription.ready;
      only.subscription.publish({ entity: "post" });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(only.events).toEqual([]);
      expect(only.notices).toEqual([]);
    });
    return;
  }

  async function secondHandle(): Promise<DatabaseHandle> {
    const handle = await openDatabase({
      engine: "postgres",
      url: String(getDatabaseHandle().pool!.options.connectionString),
    });
    cleanups.push(() => handle.close());
    return handle;
  }

  it("is paused until LISTEN is in place; the others hear a notice, the sender does not", async () => {
    const a = instance(getDatabaseHandle());
    expect(a.events).toEqual(["paused"]);
    const b = instance(await secondHandle());
    await Promise.all([a.subscription.ready, b.subscription.ready]);
    expect(a.events).toEqual(["paused", "resumed"]);

    a.subscription.publish({ entity: "post" });
    await vi.waitFor(() => expect(b.notices).toEqual([{ entity: "post" }]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.notices).toEqual([]);
  });

  it("takes a payload that is not its JSON (an older version's bare id) as another instance's", async () => {
    const a = instance(getDatabaseHandle());
    await a.subscription.ready;
    await getDatabaseHandle().pool!.query("SELECT pg_notify($1, $2)", [channel, "0b7e9c1e-older-instance"]);
    await vi.waitFor(() => expect(a.notices).toEqual([{}]));
  });

  it("pauses when the connection drops, reconnects and resumes", async () => {
    const a = instance(getDatabaseHandle(), 20);
    await a.subscription.ready;
    await getDatabaseHandle().pool!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN ${channel}`],
    );
    await vi.waitFor(() => expect(a.events).toEqual(["paused", "resumed", "paused", "resumed"]), { timeout: 5_000 });
    expect(a.log).toHaveBeenCalledWith(
      expect.stringMatching(/^test: lost the listener connection \(.*\); reconnecting$/),
    );
    const b = instance(await secondHandle());
    await b.subscription.ready;
    b.subscription.publish({ entity: "faq" });
    await vi.waitFor(() => expect(a.notices).toEqual([{ entity: "faq" }]));
  });
});
