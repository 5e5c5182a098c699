import { createContext, redirect, type MiddlewareFunction } from "react-router";

import { isMutation } from "~/platform/http/same-origin.server";

import { getAuth, SESSION_ABSOLUTE_LIFETIME_SECONDS } from "./auth.server";
import { mustSetUpTwoFactor } from "./two-factor-policy.server";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
}

export interface StaffSession {
  user: StaffUser;
  sessionId: string;
  token: string;
  signedInAt: Date;
}

function copySetCookies(from: Headers, to: Headers | undefined): void {
  if (!to) return;
  for (const cookie of from.getSetCookie()) to.append("Set-Cookie", cookie);
}

/**
 * The signed-in staff member of this request, or null. Any signed-in user is staff: there is no sign-up.
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
  return {
    user: { id, email, name },
    sessionId: result.session.id,
    token: result.session.token,
    signedInAt: new Date(result.session.createdAt),
  };
}

/** The signed-in staff member, for every loader and action below the admin layout. */
export const staffContext = createContext<StaffUser>();
/** The session itself, for the pages about the account's own sessions ('This device'). */
export const staffSessionContext = createContext<StaffSession>();

export const SIGN_IN_TO_CONTINUE = "Sign in to continue.";
const SET_UP_TWO_FACTOR_FIRST = "Set up two-factor sign-in on My Account first.";

/** Where staff set up two-factor sign-in: open while 'Require two-factor sign-in for all staff' holds them back. */
const TWO_FACTOR_SET_UP_PATH = "/admin/account";

function isTwoFactorSetUpPage(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === TWO_FACTOR_SET_UP_PATH || pathname === `${TWO_FACTOR_SET_UP_PATH}.data`;
}

/**
 * The admin layout's middleware: nothing below /admin runs without a staff session.
 * A signed-out page or data request is sent to the login page; a signed-out mutation is
 * refused (401) before anything is read or written. The root middleware has already
 * refused cross-site mutations. While 'Require two-factor sign-in for all staff' holds a
 * session back, every admin page but My Account sends it there (and every mutation
 * elsewhere is refused with 403). Cookies better-auth sets on the way (a renewed session,
 * or one that clears an ended session) go out with the answer, whatever it is.
 */
export const requireStaffSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookies = new Headers();
  const session = await getStaffSession(request, cookies);
  if (!session) {
    if (isMutation(request)) throw Response.json({ error: SIGN_IN_TO_CONTINUE }, { status: 401 });
    throw redirect("/admin/login", { headers: cookies });
  }
  if (!isTwoFactorSetUpPage(request) && (await mustSetUpTwoFactor(session.user.id, session.signedInAt))) {
    if (isMutation(request)) throw Response.json({ error: SET_UP_TWO_FACTOR_FIRST }, { status: 403, headers: cookies });
    throw redirect(TWO_FACTOR_SET_UP_PATH, { headers: cookies });
  }
  context.set(staffContext, session.user);
  context.set(staffSessionContext, session);
  const response = await next();
  copySetCookies(cookies, response.headers);
  return response;
};
