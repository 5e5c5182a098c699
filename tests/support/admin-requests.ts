/**
 * Calling the admin routes' loaders and actions directly, as React Router would, with a
 * real staff session (better-auth on the active test database) or without one.
 */
import { getAuth } from "~/auth/auth.server";
import { createStaffAccount } from "~/auth/staff-accounts.server";
import { readServerEnv } from "~/config/env.server";

export const SITE_ORIGIN = new URL(readServerEnv().publicUrl).origin;
export const EVIL_ORIGIN = "https://evil.example";

/** Creates a staff account and signs it in; returns the Cookie header of its session. */
export async function signInStaff(email = "staff@example.com", password = "correct horse battery"): Promise<string> {
  await createStaffAccount({ email, password });
  const response = await (await getAuth()).api.signInEmail({ body: { email, password }, asResponse: true });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  if (cookies.length === 0) throw new Error("sign-in set no cookie");
  return cookies.join("; ");
}

export interface RequestOptions {
  /** The Cookie header (a signed-in session), if any. */
  cookie?: string;
  /** The Origin header; the site's own origin unless given (null: none at all). */
  origin?: string | null;
  /** Form fields: the request becomes a POST with them. */
  form?: Record<string, string>;
}

export function adminRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
  if (origin) headers.set("Origin", origin);
  if (!options.form) return new Request(new URL(path, SITE_ORIGIN), { headers });
  const body = new FormData();
  for (const [name, value] of Object.entries(options.form)) body.set(name, value);
  return new Request(new URL(path, SITE_ORIGIN), { method: "POST", headers, body });
}

export interface Settled {
  status: number;
  /** The answer's data (JSON body of a thrown Response, or what the function returned). */
  body: unknown;
  /** For redirects. */
  location: string | null;
}

function isDataWithResponseInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Runs a route's loader or action on `request`; what it returned or threw, as status and body. */
export async function callRoute<Args extends { request: Request }>(
  routeFunction: (args: Args) => unknown,
  request: Request,
): Promise<Settled> {
  const args = { request, params: {}, context: {} } as unknown as Args;
  let outcome: unknown;
  try {
    outcome = await routeFunction(args);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    return { status: outcome.status, body: await readBody(outcome), location: outcome.headers.get("Location") };
  }
  if (isDataWithResponseInit(outcome)) return { status: outcome.init?.status ?? 200, body: outcome.data, location: null };
  return { status: 200, body: outcome, location: null };
}
