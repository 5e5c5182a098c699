/*
 * At most `size` requests in React Router at once (loaders, actions and the render); the
 * others wait their turn, first come first served. Every request in progress holds its
 * loaders' rows, its React tree and its output, and on the embedded database the queries of
 * all of them wait on one engine anyway: a hundred requests at once took four times the memory
 * of a few (bench:load's distinct URLs, RSS from 350 MB past 900 MB) and were no faster in
 * total. A request waiting for a slot holds only its socket. Cached pages and static files
 * never wait: they are answered before React Router.
 */

export interface RenderSlots {
  /**
   * Resolves with the function that frees the slot once one is free; rejects with the signal's
   * reason if the signal aborts first (the client left while waiting), without taking a slot.
   */
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly inUse: number;
  readonly waiting: number;
}

export function createRenderSlots(size: number): RenderSlots {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be a whole number from 1 (got ${size})`);
  let inUse = 0;
  const queue: (() => void)[] = [];

  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      // The slot passes straight to the next waiter: no newcomer can take it in between.
      if (next) next();
      else inUse--;
    };
  }

  return {
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (inUse < size) {
        inUse++;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(grant);
          if (index >= 0) queue.splice(index, 1);
          reject(signal!.reason);
        };
        const grant = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve(releaser());
        };
        queue.push(grant);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
  };
}
