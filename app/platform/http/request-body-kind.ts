/*
 * How large a body a route's action accepts. Every request body is limited before it is read
 * (server/route-body-limits.ts); the limit of each kind is the operator's to set
 * (BODY_LIMIT, UPLOAD_BODY_LIMIT). A route that takes uploads says so in its handle:
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
