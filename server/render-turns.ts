import type { IncomingMessage, ServerResponse } from "node:http";

/*
 * Why renders take turns. A page render on the embedded database never waits for real I/O:
 * PGlite answers a query in this thread and React renders in it too, so a request runs from
 * its first line to its last write as one chain of promise callbacks. When 90 requests
 * arrive together, the event loop runs all 90 before it polls again, a pass of 700 ms under
 * load. And since libuv 1.45 (libuv/libuv#3696) a server accepts one new connection per pass:
 * under `npm run bench:load` the connections opened while the server was busy waited in the
 * kernel's accept queue for 10 s and more (their clients gave up), while every request the
 * server had read finished within 3 s.
 *
 * Here each request that is to render starts in a pass of the event loop of its own
 * (setImmediate queued from a check-phase callback runs in the next pass), in the order they
 * came. Between two renders the loop polls: it accepts a connection, reads the sockets that
 * have a request and hands out the writes. Pages already in memory and static files never
 * come here.
 */
export function renderTurns(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  function startNext() {
    const start = waiting.shift()!;
    // Queued from inside this callback, so the next render is in the next pass.
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
    start();
  }

  return (_req, res, next) => {
    waiting.push(() => {
      // A client that left while waiting has nothing to be rendered for.
      if (res.destroyed) return;
      next();
    });
    if (!scheduled) {
      scheduled = true;
      setImmediate(startNext);
    }
  };
}
