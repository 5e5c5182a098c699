import { AsyncLocalStorage } from "node:async_hooks";

interface RequestContext {
  requestId: string;
}

/*
 * One store per process even when this module is loaded twice: in development the server
 * (server/main.ts, through tsx) and the app (through Vite's module graph) each load their own
 * copy, and the HTTP tests load the source beside the built app. The request pipeline sets the
 * request's id in one copy; the app's log lines read it from the other.
 */
const storeKey = Symbol.for("teamwork-staffing.request-context");
const holder = globalThis as typeof globalThis & { [storeKey]?: AsyncLocalStorage<RequestContext> };
const storage = (holder[storeKey] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work`, and everything it starts, as the handling of the request `requestId`. */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request being handled, or undefined outside one (start-up, background tasks). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
