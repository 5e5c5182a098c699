/** `npm run admin -- <command>`: staff accounts, backup and restore (scripts/admin-cli.ts). */
import { loadDotEnvFile } from "~/platform/config/env.server";

import { ADMIN_USAGE, runAdmin } from "./admin-cli";
import { runCommandLine } from "./support/cli";

// The same .env as the server's, so that the tool opens the server's database.
loadDotEnvFile();
await runCommandLine(runAdmin, ADMIN_USAGE);
