import { getConfig } from "~/platform/config/env.server";

/*
 * The one message passed from the password update to the login page. A short-lived
 * cookie says only "the password was updated"; the text shown is fixed here, so nothing
 * a link carries can ever be displayed.
 */

const COOKIE_NAME = "password_updated";
// Not "/admin/login": the page's data requests go to /admin/login.data, which that path would not match.
const COOKIE_PATH = "/admin";

function cookie(value: string, maxAgeSeconds: number): string {
  const secure = getConfig().secureCookies ? "; Secure" : "";
  return `${COOKIE_NAME}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Set-Cookie value to send with the redirect to the login page. */
export function passwordUpdatedFlash(): string {
  return cookie("1", 5 * 60);
}

/** Whether the login page should show the message; the message is shown once. */
export function readPasswordUpdatedFlash(request: Request): { show: boolean; clear: string | null } {
  const cookies = request.headers.get("cookie") ?? "";
  const show = cookies.split(";").some((part) => part.trim() === `${COOKIE_NAME}=1`);
  return { show, clear: show ? cookie("", 0) : null };
}
