import { redirect } from "react-router";
import { getAuth, SESSION_ABSOLUTE_LIFETIME_SECONDS } from "./auth.server";
import { isSameOrigin } from "./same-origin.server";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
}

export interface StaffSession {
  user: StaffUser;
  sessionId: string;
  token: string;
}

function copySetCookies(from: Headers, to: Headers | undefined): void {
  if (!to) return;
  for (const cookie of from.getSetCookie()) to.append("Set-Cookie", cookie);
}

/**
 * The signed-in staff member of this request, or null. Any signed-in user is staff (SPEC.md section 6).
 *
 * Pass `responseHeaders` to receive the cookies better-auth sets on the way: the renewed
 * session cookie when the idle deadline moves on, or an expired one when the session is over.
 */
export async function getStaffSession(request: Request, responseHeaders?: Headers): Promise<StaffSession | null> {
  const auth = await getAuth();
  const { headers, response: result } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  copySetCookies(headers, responseHeaders);
  if (!result) return null;
  const ageSeconds = (Date.now() - new Date(result.session.createdAt).getTime()) / 1000;
  if (ageSeconds > SESSION_ABSOLUTE_LIFETIME_SECONDS) {
    // Past the absolute lifetime: the session is over even if it was used recently.
    const signedOut = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    copySetCookies(signedOut.headers, responseHeaders);
    return null;
  }
  const { id, email, name } = result.user;
  return { user: { id, email, name }, sessionId: result.session.id, token: result.session.token };
}

/** For admin loaders: the staff member, or a redirect to the login page. */
export async function requireStaff(request: Request, responseHeaders?: Headers): Promise<StaffUser> {
  const headers = responseHeaders ?? new Headers();
  const session = await getStaffSession(request, headers);
  // The redirect carries the cookies that clear an ended session.
  if (!session) throw redirect("/admin/login", { headers });
  return session.user;
}

/** True when the request comes from one of our own pages (see isSameOrigin). */
export function isSameOriginRequest(request: Request): boolean {
  return isSameOrigin(new URL(request.url).origin, {
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
  });
}

/** For actions open to signed-out visitors (login, password reset): refuses a cross-site request (403). */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) {
    throw Response.json({ error: "Cross-site request refused." }, { status: 403 });
  }
}

/**
 * For every mutation outside better-auth's own routes: refuses a cross-site request (403)
 * and a signed-out one (401) before anything is written.
 */
export async function requireStaffForMutation(request: Request): Promise<StaffUser> {
  requireSameOrigin(request);
  const session = await getStaffSession(request);
  if (!session) throw Response.json({ error: "Sign in to continue." }, { status: 401 });
  return session.user;
}
