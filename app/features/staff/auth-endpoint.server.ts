import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";

import { getAuth } from "./auth.server";

/**
 * Calls one of better-auth's endpoints through its HTTP handler, as a browser would, on
 * behalf of a route action. Going through the handler (not auth.api) keeps better-auth's
 * rate limits, the sign-in throttle and its origin checks in force. The client's address,
 * user agent and cookies (its session, or its sign-in waiting for a code) are passed on,
 * so limits and sessions see the real client.
 *
 * Call only for a same-origin request (the root middleware refuses any other).
 */
export async function callAuthEndpoint(request: Request, path: `/${string}`, body: unknown): Promise<Response> {
  const auth = await getAuth();
  const origin = new URL(request.url).origin;
  const headers = new Headers({ "content-type": "application/json", origin });
  for (const name of [CLIENT_IP_HEADER, "user-agent", "cookie"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(
    new Request(`${origin}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

/** The Set-Cookie headers of a better-auth response, for the redirect that follows it. */
export function setCookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
