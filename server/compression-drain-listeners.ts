import type { IncomingMessage, ServerResponse } from "node:http";

type Listener = ((...args: unknown[]) => void) & { listener?: Listener };

/**
 * The compression middleware (1.8) sends a response's 'drain' listeners to its zlib stream
 * (res.on) but not their removal (res.off / removeListener). React Router waits for each
 * drain with once() and removes the listener with off(), so every wait under backpressure
 * left a listener on the Gzip stream for the rest of the response ("MaxListenersExceededWarning:
 * 11 drain listeners added to [Gzip]"), each holding its wait's closures.
 *
 * Use right after compression(): the response's drain listeners are kept here, and the stream
 * gets one listener per response that calls them, so removing one works wherever the
 * compression middleware put the drain.
 */
export function forwardDrainListenerRemoval(_req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const compressionOn = res.on;
  const ownRemove = res.removeListener;
  const drainListeners: Listener[] = [];
  let dispatching = false;
  const dispatch = function (this: unknown, ...args: unknown[]) {
    for (const listener of [...drainListeners]) listener.apply(res, args);
  };
  const on = function (this: ServerResponse, type: string | symbol, listener: Listener) {
    if (type !== "drain") return compressionOn.call(this, type, listener);
    drainListeners.push(listener);
    if (!dispatching) {
      dispatching = true;
      compressionOn.call(this, "drain", dispatch);
    }
    return this;
  };
  const remove = function (this: ServerResponse, type: string | symbol, listener: Listener) {
    if (type !== "drain") return ownRemove.call(this, type, listener);
    const index = drainListeners.findIndex((candidate) => candidate === listener || candidate.listener === listener);
    if (index >= 0) drainListeners.splice(index, 1);
    return this;
  };
  res.on = on as ServerResponse["on"];
  res.addListener = on as ServerResponse["addListener"];
  res.removeListener = remove as ServerResponse["removeListener"];
  res.off = remove as ServerResponse["off"];
  next();
}
