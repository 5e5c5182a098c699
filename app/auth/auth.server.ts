import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getDatabaseHandle, type DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import { readServerEnv } from "~/config/env.server";
import { loadAuthSecret } from "./secret.server";

/** Sessions end after 24 hours without use (sliding), and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_TIMEOUT_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 8;
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

/**
 * server.js overwrites this header on every request with the client address Express
 * resolved (req.ip, which honours TRUST_PROXY), so a client can never choose its own.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

async function createAuth(handle: DatabaseHandle, env: NodeJS.ProcessEnv = process.env) {
  const { publicUrl, isProduction } = readServerEnv(env);
  return betterAuth({
    appName: "TeamWork Staffing",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: await loadAuthSecret(handle.db, env),
    database: drizzleAdapter(handle.db, { provider: "pg", schema: { ...schema, rateLimit: schema.rateLimit } }),
    // The page's own origin is trusted, whatever host name it is reached by (localhost, 127.0.0.1, the public name).
    trustedOrigins: (request) => {
      const origins = [new URL(publicUrl).origin];
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: SESSION_IDLE_TIMEOUT_SECONDS,
      // Each use more than an hour after the last refresh extends the idle deadline.
      updateAge: 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: isProduction && publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

// One auth instance per open database (tests switch databases; the server has one).
const instances = new WeakMap<DatabaseHandle, Promise<Auth>>();

export function getAuth(): Promise<Auth> {
  const handle = getDatabaseHandle();
  let auth = instances.get(handle);
  if (!auth) {
    auth = createAuth(handle);
    instances.set(handle, auth);
  }
  return auth;
}
