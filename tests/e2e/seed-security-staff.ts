/**
 * Staff accounts and some history for the "staff" server (servers.ts), besides the
 * ADMIN_EMAIL admin the server creates itself: run on its DATA_DIR before it starts.
 */
import { recordActivity } from "~/features/activity/activity.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getConfig } from "~/platform/config/env.server";
import { openDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";

import { securityStaff } from "./fixtures/security-staff";

const handle = await openDatabase(getConfig().database);
setActiveDatabase(handle);
await applyMigrations(handle);
const { admin: _admin, ...seeded } = securityStaff;
const accounts = [];
for (const account of Object.values(seeded)) accounts.push(await createStaffAccount(account));
const auditor = accounts[0]!;
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36";
const day = 24 * 60 * 60 * 1000;
const history = [
  { kind: "sign-in", detail: "Password" },
  {
    kind: "faq-updated",
    entity: { type: "faq", id: "seed-faq", title: "How do I apply for a job?" },
    changedFields: ["question", "answer"],
  },
  { kind: "post-created", entity: { type: "post", id: "seed-post", title: "Now Hiring Dockside Workers" } },
] as const;
for (const [i, entry] of history.entries()) {
  await recordActivity(handle.db, {
    ...entry,
    changedFields: "changedFields" in entry ? [...entry.changedFields] : undefined,
    actor: { id: auditor.id, name: auditor.name, email: auditor.email },
    origin: { ipAddress: "203.0.113.20", userAgent: chrome },
    at: new Date(Date.now() - (3 - i) * day),
  });
}
// A stranger's failed sign-in, with an email a spreadsheet would run as a formula.
await recordActivity(handle.db, {
  kind: "sign-in-failed",
  actor: { id: null, email: "=cmd|' /C calc'!A0@example.com" },
  detail: "No account with this email",
  origin: { ipAddress: "198.51.100.66", userAgent: "-curl/8" },
  at: new Date(Date.now() - day / 2),
});
setActiveDatabase(undefined);
await handle.close();
console.log(`seeded ${accounts.length} staff accounts`);
