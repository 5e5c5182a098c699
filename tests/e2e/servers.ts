/**
 * The production servers the end-to-end tests run against. Each has its own port and
 * DATA_DIR (PGlite admits one process per data directory), so suites that write data
 * never disturb suites that read it. playwright.config.ts starts them all.
 */
import path from "node:path";

import { securityStaff } from "./fixtures/security-staff";
import { staff } from "./fixtures/staff";

const basePort = Number(process.env.E2E_BASE_PORT || 3300);
export const e2eDataRoot = path.resolve(process.env.E2E_DATA_ROOT || ".e2e-data");

export interface E2EServer {
  name: string;
  port: number;
  baseURL: string;
  dataDir: string;
  /** Extra environment for this server. */
  env: Record<string, string>;
  /** A script run (with tsx) on the data directory before the server starts. */
  seedScript?: string;
  /** The folder of its suites under tests/e2e: its name, unless two servers share one folder. */
  suitesDir: string;
  /** Only these files of that folder (basenames), or all but these. */
  onlySuites?: string[];
  exceptSuites?: string[];
  /**
   * Its suites only read: their tests may run at the same time, in any order. The others
   * write, and run one test at a time so that counts and states stay deterministic.
   */
  readOnly: boolean;
}

function server(
  name: string,
  offset: number,
  options: Partial<
    Pick<E2EServer, "env" | "seedScript" | "readOnly" | "suitesDir" | "onlySuites" | "exceptSuites">
  > = {},
): E2EServer {
  const port = basePort + offset;
  return {
    name,
    port,
    baseURL: `http://localhost:${port}`,
    dataDir: path.join(e2eDataRoot, name),
    env: options.env ?? {},
    seedScript: options.seedScript,
    suitesDir: options.suitesDir ?? name,
    onlySuites: options.onlySuites,
    exceptSuites: options.exceptSuites,
    readOnly: options.readOnly ?? false,
  };
}

/** The staff account the "admin" server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eStaff = { email: "admin@example.com", password: "e2e-admin-password-1" } as const;

/**
 * The suites of tests/e2e/admin that run on a second server of the same kind ("admin-more"), so
 * that the admin suites, one test at a time on each server, take half as long from start to end:
 * alone on one server they were the longest chain of the run. Each suite creates what it needs
 * and removes it, so none depends on which other suites share its server.
 */
const secondAdminSuites = [
  "publishing.spec.ts",
  "faq-search-and-order.spec.ts",
  "faqs.spec.ts",
  "accessibility.spec.ts",
  "unsaved-changes.spec.ts",
  "spanish-content.spec.ts",
  "jobs.spec.ts",
  "markdown-editor.spec.ts",
];

export const servers = {
  // In the order Playwright starts their suites: the longest of those that run one test at a
  // time first, and the read-only suites last, to fill the other workers until the end.
  /** Staff content management: starts with no content; suites create what they need and remove it. */
  admin: server("admin", 3, {
    env: { ADMIN_EMAIL: e2eStaff.email, ADMIN_PASSWORD: e2eStaff.password },
    exceptSuites: secondAdminSuites,
  }),
  /** The same as "admin", for the other half of its suites (secondAdminSuites). */
  adminMore: server("admin-more", 6, {
    env: { ADMIN_EMAIL: e2eStaff.email, ADMIN_PASSWORD: e2eStaff.password },
    suitesDir: "admin",
    onlySuites: secondAdminSuites,
  }),
  /** Staff accounts: two-factor, passkeys, sessions, staff management, the activity log (mail in its outbox). */
  staff: server("staff", 5, {
    env: { ADMIN_EMAIL: securityStaff.admin.email, ADMIN_PASSWORD: securityStaff.admin.password },
    seedScript: "tests/e2e/seed-security-staff.ts",
  }),
  /**
   * Settings and the contact inbox: suites change the site's identity through the admin and
   * put the defaults back when they end. Its own server, so that no other suite sees them.
   */
  // TRUST_PROXY: each inbox test sends from an address of its own (X-Forwarded-For), so the
  // contact form's per-address rate limit of one test never reaches the next.
  // Its inbox starts with the staff requests of fixtures/staff-requests.ts.
  settings: server("settings", 4, {
    env: { ADMIN_EMAIL: e2eStaff.email, ADMIN_PASSWORD: e2eStaff.password, TRUST_PROXY: "1" },
    seedScript: "tests/e2e/seed-staff-requests.ts",
  }),
  /** Staff sign-in, sign-out, password reset (mail in its outbox), the admin guard, rate limits. */
  auth: server("auth", 2, {
    env: { ADMIN_EMAIL: staff.admin.email, ADMIN_PASSWORD: staff.admin.password },
    seedScript: "tests/e2e/seed-staff.ts",
  }),
  /** Read-only suites of the public site, on the fixture content of tests/e2e/seed-content.ts. */
  public: server("public", 0, { seedScript: "tests/e2e/seed-content.ts", readOnly: true }),
  /** A site with no FAQs and no posts, for the empty states. */
  empty: server("empty", 1, { readOnly: true }),
} satisfies Record<string, E2EServer>;

/**
 * The servers to start, with their suites: all of them, or those E2E_SERVERS names
 * (`E2E_SERVERS=settings npx playwright test`), so that a run of one folder does not wait
 * for the start-up of servers it does not use.
 */
export function selectedServers(): E2EServer[] {
  const names = process.env.E2E_SERVERS?.split(",").map((name) => name.trim());
  const all: E2EServer[] = Object.values(servers);
  if (!names) return all;
  const unknown = names.filter((name) => !all.some((server) => server.name === name));
  if (unknown.length > 0) throw new Error(`E2E_SERVERS names no such server: ${unknown.join(", ")}`);
  return all.filter((server) => names.includes(server.name));
}
