import path from "node:path";

/**
 * The environment variables of the runtime contract (README.md lists them), read in one place.
 */
export interface ServerEnv {
  port: number;
  /** The origin used in links sent by mail and in canonical URLs, without a trailing slash. */
  publicUrl: string;
  isProduction: boolean;
  /** DATA_DIR, absolute: the embedded database and the mail outbox live there. */
  dataDir: string;
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT || 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    port,
    publicUrl,
    isProduction: env.NODE_ENV === "production",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
  };
}
