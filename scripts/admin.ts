/**
 * Staff (admin) accounts from the command line — there is no public sign-up.
 *
 *   npm run admin -- create --email E [--password P] [--name N]
 *   npm run admin -- set-password --email E [--password P]
 *   npm run admin -- backup --out FILE | restore --in FILE [--replace]
 *
 * Opens the server's database (DATABASE_URL, or the embedded one in DATA_DIR), applies
 * pending migrations, and does one thing. Errors are one line on stderr, exit code 1.
 */
import readline from "node:readline";
import { Writable } from "node:stream";

import { BACKUP_USAGE, isBackupCommand, runBackupCommand } from "./admin-backup";
import { parseArguments, runCommandLine, UsageError } from "./support/cli";

// The database and auth modules are loaded only when there is work to do, so that a
// usage error or --help answers at once.
const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create         --email E [--password P] [--name N]
                 Create an admin account. Refuses an email that already has one.
  set-password   --email E [--password P]
                 Set a new password for an account and end all its sessions.
${BACKUP_USAGE}

Without --password, the password is asked for (hidden) when run in a terminal, or
read as one line from standard input otherwise (e.g. piped from a secrets manager).
Passwords have at least 8 characters.

The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR
(default ./data). The embedded database admits one process: stop the server first.`;

/** A mistake the operator can fix, reported as one line. */
class CliError extends Error {}

/** Reads a password without echoing it, twice, from a terminal. */
async function promptHiddenTwice(): Promise<string> {
  const first = await promptHidden("Password: ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) throw new CliError("The two passwords do not match.");
  return first;
}

function promptHidden(question: string): Promise<string> {
  let muted = false;
  // Everything readline echoes goes through here; the typed characters are swallowed.
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  rl.on("SIGINT", () => {
    process.stdout.write("\n");
    process.exit(130);
  });
  process.stdout.write(question);
  muted = true;
  return new Promise((resolve) => {
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/** The first line of standard input (without its line end). */
async function readLineFromStdin(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

async function passwordFrom(option: string | undefined): Promise<string> {
  if (option !== undefined) return option;
  const password = process.stdin.isTTY ? await promptHiddenTwice() : await readLineFromStdin();
  if (!password)
    throw new CliError("No password given (use --password, type it when asked, or pipe it on standard input).");
  return password;
}

async function run(argv: string[]): Promise<string> {
  if (isBackupCommand(argv.find((arg) => !arg.startsWith("-")))) return runBackupCommand(argv);
  const { values, positionals } = parseArguments({
    args: argv,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
  });
  const command = positionals[0];
  if (values.help) throw new UsageError("");
  if (!command) throw new UsageError("No command given.");
  if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}".`);
  if (command !== "create" && command !== "set-password") throw new UsageError(`Unknown command "${command}".`);
  if (!values.email) throw new UsageError("--email is required.");
  if (command === "set-password" && values.name !== undefined) throw new UsageError("--name applies to create only.");

  const password = await passwordFrom(values.password);
  const { openServerDatabase } = await import("./support/server-database");
  const handle = await openServerDatabase();
  const { setActiveDatabase } = await import("~/db/client.server");
  const { createStaffAccount, setStaffPassword } = await import("~/auth/staff-accounts.server");
  try {
    if (command === "create") {
      const user = await createStaffAccount({ email: values.email, password, name: values.name });
      return `Created the admin account ${user.email}. Sign in at /admin/login.`;
    }
    await setStaffPassword({ email: values.email, password });
    return `Set a new password for ${values.email.trim().toLowerCase()}; its sessions have ended.`;
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
}

await runCommandLine(run, USAGE);
