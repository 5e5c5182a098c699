import type { IncomingMessage } from "node:http";

import { formatByteSize } from "~/platform/http/body-limits";

/** A body larger than the route accepts: answered 413, and not read any further. */
export class RequestBodyTooLargeError extends Error {
  override name = "RequestBodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The request body is larger than this address accepts (${formatByteSize(limit)}).`);
  }
}

/** The client went away, or broke off its body: nothing to answer. */
export class RequestBodyAbortedError extends Error {
  override name = "RequestBodyAbortedError";
}

/*
 * By name rather than instanceof: the tests run the pipeline from the sources in front of the
 * app from the build (tests/support/built-app.ts), each with its own copy of these classes.
 */
export function isRequestBodyTooLarge(error: unknown): error is RequestBodyTooLargeError {
  return error instanceof Error && error.name === "RequestBodyTooLargeError";
}

export function isRequestBodyAborted(error: unknown): error is RequestBodyAbortedError {
  return error instanceof Error && error.name === "RequestBodyAbortedError";
}

/** Methods whose requests carry no body the app reads (a body sent anyway is discarded by Node). */
export function carriesBody(method: string | undefined): boolean {
  return method !== "GET" && method !== "HEAD";
}

/**
 * The whole body of `req`, never more than `limit` bytes of it in memory. A Content-Length
 * over the limit is refused before a byte is read; a body without one (chunked) is refused
 * as soon as it grows past the limit. Node ends a body at its Content-Length, so one within
 * the limit cannot grow past it.
 */
export function readRequestBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(new RequestBodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanUp = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanUp();
        // Stop reading: what is still on its way is not wanted (the answer closes the connection).
        req.pause();
        reject(new RequestBodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(new RequestBodyAbortedError(error.message));
    };
    const onClose = () => {
      cleanUp();
      reject(new RequestBodyAbortedError("The client closed the connection before sending the whole body."));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}
