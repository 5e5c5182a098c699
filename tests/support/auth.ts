import { getAuth } from "~/features/staff/auth.server";
import { getConfig } from "~/platform/config/env.server";
import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";

/** The site's origin in tests (PUBLIC_URL, or http://localhost:3000). */
export function siteOrigin(): string {
  return new URL(getConfig().publicUrl).origin;
}

/**
 * POSTs JSON to one of better-auth's endpoints through its HTTP handler, as a browser at `ip`
 * (with that user agent, when given) would.
 */
export async function postToAuth(
  path: string,
  body: unknown,
  options: { ip?: string; cookie?: string; userAgent?: string } = {},
): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers({ "content-type": "application/json", origin: siteOrigin() });
  headers.set(CLIENT_IP_HEADER, options.ip ?? "203.0.113.1");
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.userAgent) headers.set("user-agent", options.userAgent);
  return auth.handler(
    new Request(`${siteOrigin()}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

/** GETs one of better-auth's endpoints through its HTTP handler, as a browser at `ip` would. */
export async function getFromAuth(path: string, options: { ip?: string; cookie?: string } = {}): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers({ origin: siteOrigin() });
  headers.set(CLIENT_IP_HEADER, options.ip ?? "203.0.113.1");
  if (options.cookie) headers.set("cookie", options.cookie);
  return auth.handler(new Request(`${siteOrigin()}/api/auth${path}`, { headers }));
}

/** Both Cookie headers in one, as a browser holding both sets of cookies sends them. */
export function joinCookies(...cookies: string[]): string {
  return cookies.filter(Boolean).join("; ");
}

/** The Cookie header a browser would send after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

/** Signs in and returns the session cookie; fails the test when sign-in fails. */
export async function signInCookie(email: string, password: string, ip?: string): Promise<string> {
  const response = await postToAuth("/sign-in/email", { email, password }, { ip });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookieFrom(response);
}

/** A request to this site, as a browser with `cookie` would send it. */
export function siteRequest(
  path: string,
  init: { method?: string; cookie?: string; origin?: string | null; referer?: string } = {},
): Request {
  const headers = new Headers();
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.origin !== null) headers.set("origin", init.origin ?? siteOrigin());
  if (init.referer) headers.set("referer", init.referer);
  return new Request(`${siteOrigin()}${path}`, { method: init.method ?? "POST", headers });
}
