import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";

import type { RequestOrigin } from "./activity.server";

/** The client address (as app/platform/http/client-address.server.ts resolved it, honouring TRUST_PROXY) and user agent of a request. */
export function requestOrigin(request: Request): RequestOrigin {
  return {
    ipAddress: request.headers.get(CLIENT_IP_HEADER) || null,
    userAgent: request.headers.get("user-agent") || null,
  };
}
