/** `npm run admin -- <command>`: staff accounts, backup and restore (scripts/admin-cli.ts). */
import { ADMIN_USAGE, runAdmin } from "./admin-cli";
import { runCommandLine } from "./support/cli";

await runCommandLine(runAdmin, ADMIN_USAGE);
