import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

interface GracefulShutdownOptions {
  /**
   * How long to keep accepting and serving after the signal, while /healthz answers 503, so
   * that the proxy notices and stops sending.
   */
  graceMs: number;
  /** How long in-flight requests may take to finish once the listener is closed; then their connections are closed. */
  drainMs: number;
  /** Called at once: make /healthz answer 503 from now on. */
  onDraining?: () => void;
}

interface ShutdownReport {
  /** Connections still open when the drain time ran out, closed by force. */
  forcedConnections: number;
}

/** A pause without new connections long enough to say the accept queue is empty. */
const QUIET_MS = 50;

export type GracefulShutdown = (options: GracefulShutdownOptions) => Promise<ShutdownReport>;

/**
 * Installs, at start-up, what a clean stop needs to know about each connection, and returns
 * the stop. Node's own server.close() also destroys every connection it considers idle, and
 * that includes one the kernel accepted whose request Node has not parsed yet because the
 * event loop was busy rendering: those clients got ECONNRESET (6 to 44 of 50 in the fault
 * runs). Here the listener is closed without that; a connection is closed only once it has
 * nothing in flight and has been answered at least once, or when the drain time runs out.
 */
export function installGracefulShutdown(server: Server): GracefulShutdown {
  const connections = new Set<Socket>();
  const answered = new WeakSet<Socket>();
  const inFlight = new Map<Socket, number>();
  let draining = false;

  let acceptedCount = 0;
  server.on("connection", (socket: Socket) => {
    acceptedCount++;
    connections.add(socket);
    socket.once("close", () => {
      connections.delete(socket);
      inFlight.delete(socket);
    });
  });
  // Before the app's own listener, so the header is there whatever the app sends.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    if (draining) response.setHeader("Connection", "close");
    response.once("close", () => {
      answered.add(socket);
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else inFlight.delete(socket);
      if (draining && left <= 0 && !listening) socket.destroySoon();
    });
  });
  let listening = true;

  return async (options) => {
    draining = true;
    options.onDraining?.();
    await delay(options.graceMs);
    // Closing a listener resets the connections still in the kernel's accept queue: keep
    // accepting until a quiet moment has passed without a new one (bounded by the drain time).
    const deadline = Date.now() + options.drainMs;
    while (Date.now() < deadline) {
      const before = acceptedCount;
      await delay(QUIET_MS);
      if (acceptedCount === before) break;
    }

    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    listening = false;
    for (const socket of connections) {
      if (answered.has(socket) && !inFlight.has(socket)) socket.destroySoon();
    }
    let forcedConnections = 0;
    const timer = setTimeout(() => {
      forcedConnections = connections.size;
      for (const socket of connections) socket.destroy();
    }, options.drainMs);
    await closed;
    clearTimeout(timer);
    return { forcedConnections };
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
