import type { Writable } from "node:stream";

/*
 * Sends a response body in the pieces the page is ready in, not the pieces it was made in.
 * React writes a page as a few hundred chunks of a few KB, all at once, and React Router's
 * writer (@react-router/node) sends each one and flushes the compression stream after it:
 * a 330 KB admin page became about 150 compression jobs on the thread pool, each ending its
 * own deflate block, and 84 KB gzipped instead of 30 KB. Here the chunks that arrive together
 * go out as one write, flushed once the stream has nothing more for now, so a streamed page
 * still reaches the browser as soon as each part of it is ready.
 */

/** What is written at once at most while a burst goes on (then the burst continues). */
const burstBytes = 64 * 1024;

const nextTurn = Symbol("next turn");

type Flushable = Writable & { flush?: () => void };

let turnEnd: Promise<typeof nextTurn> | undefined;

/**
 * Resolves after the current turn of the event loop: whatever was ready has been read. One
 * timer a turn for every response being written, not one per chunk.
 */
function afterThisTurn(): Promise<typeof nextTurn> {
  turnEnd ??= new Promise((resolve) =>
    setImmediate(() => {
      turnEnd = undefined;
      resolve(nextTurn);
    }),
  );
  return turnEnd;
}

export class ResponseClosedError extends Error {
  override name = "ResponseClosedError";
}

/**
 * Writes `body` to `out` and ends it. Resolves when everything was handed to `out`; rejects
 * with ResponseClosedError if `out` closes first (the client left), having cancelled `body`.
 */
export async function writeBody(body: ReadableStream<Uint8Array>, out: Flushable): Promise<void> {
  const reader = body.getReader();
  let closed = false;
  // Ends a pending read (done), so the loop below sees the close at once.
  const onClose = () => {
    closed = true;
    reader.cancel().catch(() => {});
  };
  out.once("close", onClose);
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;

  /** Writes what is pending as one chunk; false when `out` asks to wait for 'drain'. */
  function writePending(): boolean {
    if (pendingBytes === 0) return true;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    return out.write(chunk);
  }

  async function drained(): Promise<void> {
    let settle!: () => void;
    await new Promise<void>((resolve) => {
      settle = resolve;
      out.once("drain", settle);
      out.once("close", settle);
    });
    out.off("drain", settle);
    out.off("close", settle);
    if (closed) throw new ResponseClosedError("The response closed before its body was sent.");
  }

  try {
    if (out.destroyed) throw new ResponseClosedError("The response closed before its body was sent.");
    let read = reader.read();
    for (;;) {
      let result = await Promise.race([read, afterThisTurn()]);
      if (result === nextTurn) {
        // Nothing more is ready: send what is, through the compression stream too.
        const canContinue = writePending();
        out.flush?.();
        if (!canContinue) await drained();
        result = await read;
      }
      if (closed) throw new ResponseClosedError("The response closed before its body was sent.");
      if (result.done) {
        writePending();
        out.end();
        return;
      }
      pending.push(result.value);
      pendingBytes += result.value.byteLength;
      read = reader.read();
      if (pendingBytes >= burstBytes && !writePending()) await drained();
    }
  } catch (error) {
    if (!closed) await reader.cancel(error).catch(() => {});
    throw error;
  } finally {
    out.off("close", onClose);
  }
}
