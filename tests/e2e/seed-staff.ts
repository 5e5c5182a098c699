/**
 * Staff accounts for the "auth" server (servers.ts), besides the ADMIN_EMAIL admin the
 * server creates itself: run on its DATA_DIR before it starts.
 */
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getConfig } from "~/platform/config/env.server";
import { openDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";

import { staff } from "./fixtures/staff";

const handle = await openDatabase(getConfig().database);
setActiveDatabase(handle);
await applyMigrations(handle);
for (const account of [staff.resetUser, staff.traveller]) await createStaffAccount(account);
setActiveDatabase(undefined);
await handle.close();
console.log("seeded 2 staff accounts");
