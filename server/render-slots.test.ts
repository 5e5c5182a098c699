import { describe, expect, it } from "vitest";

import { createRenderSlots } from "./render-slots";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("render slots", () => {
  it("lets `size` requests in at once and the others in turn, first come first served", async () => {
    const slots = createRenderSlots(2);
    const order: string[] = [];
    const take = (name: string) => slots.acquire().then((release) => (order.push(name), release));
    const first = await take("a");
    const second = await take("b");
    const third = take("c");
    const fourth = take("d");
    await tick();
    expect(order).toEqual(["a", "b"]);
    expect([slots.inUse, slots.waiting]).toEqual([2, 2]);

    second();
    const releaseThird = await third;
    expect(order).toEqual(["a", "b", "c"]);
    // A newcomer does not jump the queue: the freed slot went to the first waiter.
    const late = take("e");
    first();
    await fourth;
    await tick();
    expect(order).toEqual(["a", "b", "c", "d"]);
    releaseThird();
    await late;
    expect(order).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("frees a slot once however often its release is called", async () => {
    const slots = createRenderSlots(1);
    const release = await slots.acquire();
    const waiter = slots.acquire();
    release();
    release();
    const next = await waiter;
    expect(slots.inUse).toBe(1);
    const another = slots.acquire();
    await tick();
    expect(slots.waiting).toBe(1);
    next();
    (await another)();
    expect([slots.inUse, slots.waiting]).toEqual([0, 0]);
  });

  it("drops a waiter whose client left, without giving it a slot", async () => {
    const slots = createRenderSlots(1);
    const release = await slots.acquire();
    const controller = new AbortController();
    const leaving = slots.acquire(controller.signal);
    const staying = slots.acquire();
    controller.abort(new Error("client left"));
    await expect(leaving).rejects.toThrow("client left");
    expect(slots.waiting).toBe(1);
    release();
    (await staying)();
    expect([slots.inUse, slots.waiting]).toEqual([0, 0]);
    await expect(slots.acquire(controller.signal)).rejects.toThrow("client left");
  });

  it("refuses a size that is not a whole number from 1", () => {
    expect(() => createRenderSlots(0)).toThrow(RangeError);
    expect(() => createRenderSlots(1.5)).toThrow(RangeError);
  });
});
