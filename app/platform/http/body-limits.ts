/*
 * How large a body a request may send. The limit of each kind of body is the operator's to
 * set (BODY_LIMIT, UPLOAD_BODY_LIMIT: app/platform/config/env.server.ts) and nothing else
 * states one: the server reads no more than the limit of the route a request goes to
 * (./route-body-limits.ts), and the action reads its form within
 * the same limit (readFormBody, ./form-body.server.ts). A route that takes uploads says so
 * in its handle:
 *
 *   export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;
 */

/** "form": ordinary form posts and the sign-in API's JSON; "upload": forms that carry files. */
export type RequestBodyKind = "form" | "upload";

export interface RequestBodyHandle {
  requestBody?: RequestBodyKind;
}

/** The kind of body a route's `handle` declares; "form" when it declares none. */
export function requestBodyKindOf(handle: unknown): RequestBodyKind {
  const declared = (handle as RequestBodyHandle | undefined)?.requestBody;
  return declared === "upload" ? "upload" : "form";
}

/** "64 KB", "12 MB": a limit as people read it. */
export function formatByteSize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
