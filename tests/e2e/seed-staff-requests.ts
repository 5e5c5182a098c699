/**
 * Staff requests for the "settings" server (servers.ts): run on its DATA_DIR before it
 * starts. The admin suites open, mark and delete them as staff do.
 */
import { storeStaffRequest } from "~/features/staff-requests/staff-requests.server";
import { getConfig } from "~/platform/config/env.server";
import { openDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";

import { seededStaffRequests } from "./fixtures/staff-requests";

const handle = await openDatabase(getConfig().database);
setActiveDatabase(handle);
await applyMigrations(handle);
const requests = Object.values(seededStaffRequests);
for (const values of requests) await storeStaffRequest({ values, language: "en", clientIp: "", spamReason: null });
setActiveDatabase(undefined);
await handle.close();
console.log(`seeded ${requests.length} staff requests`);
