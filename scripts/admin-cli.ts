/**
 * Staff (admin) accounts from the command line — there is no public sign-up.
 *
 *   npm run admin -- create --email E [--name N]
 *   npm run admin -- set-password --email E
 *   npm run admin -- list | remove --email E
 *   npm run admin -- backup --out FILE | restore --in FILE [--replace] | backups
 *
 * Opens the server's database (DATABASE_URL, or the embedded one in DATA_DIR), applies
 * pending migrations, and does one thing. Errors are one line on stderr, exit code 1.
 */
import readline from "node:readline";
import { Writable } from "node:stream";

import { BACKUP_USAGE, isBackupCommand, runBackupCommand } from "./admin-backup";
import { parseArguments, UsageError } from "./support/cli";

// The database and auth modules are loaded only when there is work to do, so that a
// usage error or --help answers at once.
export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create         --email E [--name N]
                 Create an admin account. Refuses an email that already has one.
  set-password   --email E
                 Set a new password for an account and end all its sessions.
  list           List the staff: email, name, two-factor, last sign-in, status.
  remove         --email E
                 Remove a staff member: signed out at once, can no longer sign in;
                 their name stays on what they wrote. Refuses the last one.
${BACKUP_USAGE}

The password is asked for (hidden, twice) when run in a terminal, or read as one
line from standard input otherwise (e.g. piped from a secrets manager); it is never
an argument, which the process list and the shell's history would show. Passwords
have at least 8 characters.

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

/** The operator's password: typed when asked in a terminal, else the first line of standard input. */
async function passwordFromTerminalOrStdin(): Promise<string> {
  return process.stdin.isTTY ? promptHiddenTwice() : readLineFromStdin();
}

/** One command of `npm run admin`: what it prints on success; a UsageError or an Error otherwise. */
export const runAdmin = adminCommands(passwordFromTerminalOrStdin);

/** The commands, reading a password with `readPassword` (the tests give their own "standard input"). */
export function adminCommands(readPassword: () => Promise<string>): (argv: string[]) => Promise<string> {
  return (argv) => runAdminCommand(argv, readPassword);
}

async function runAdminCommand(argv: string[], readPassword: () => Promise<string>): Promise<string> {
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
  if (values.password !== undefined) {
    throw new UsageError(
      "--password is not taken: the process list and the shell's history would show it. Type the password when asked, or pipe it on standard input.",
    );
  }
  if (!command) throw new UsageError("No command given.");
  if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}".`);
  if (!["create", "set-password", "list", "remove"].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }
  if (command === "list") {
    if (values.email !== undefined || values.name !== undefined) {
      throw new UsageError("list takes no options.");
    }
    return withServerDatabase(async () => {
      const { listStaff } = await import("~/features/staff/staff.server");
      const { staffListing } = await import("./support/staff-listing");
      return staffListing(await listStaff());
    });
  }
  if (!values.email) throw new UsageError("--email is required.");
  if (command !== "create" && values.name !== undefined) throw new UsageError("--name applies to create only.");
  if (command === "remove") {
    const email = values.email;
    return withServerDatabase(async () => {
      const { findStaffByEmail } = await import("~/features/staff/staff-accounts.server");
      const { removeStaff } = await import("~/features/staff/staff.server");
      const found = await findStaffByEmail(email);
      if (!found) throw new CliError(`No account has the email ${email.trim().toLowerCase()}.`);
      const removed = await removeStaff({ userId: found.id, actor: null, origin: null });
      return `Removed ${removed.name} (${removed.email}): signed out, and can no longer sign in.`;
    });
  }

  const email = values.email;
  const password = await readPassword();
  if (!password) throw new CliError("No password given (type it when asked, or pipe it on standard input).");
  return withServerDatabase(async () => {
    if (command === "create") {
      const { createStaffFromCommandLine } = await import("~/features/staff/staff.server");
      const user = await createStaffFromCommandLine({ email, password, name: values.name });
      return `Created the admin account ${user.email}. Sign in at /admin/login.`;
    }
    const { setStaffPasswordFromCommandLine } = await import("~/features/staff/staff.server");
    const changed = await setStaffPasswordFromCommandLine({ email, password });
    const { sendPasswordNotice } = await import("~/features/staff/password-notice.server");
    const { flushOutgoingMail } = await import("~/platform/mail/outgoing.server");
    sendPasswordNotice({ email: changed.email, how: "changed", origin: null, device: "Command line" });
    await flushOutgoingMail();
    return `Set a new password for ${changed.email}; its sessions have ended.`;
  });
}

/** Opens the server's database for `work`, and closes it whatever happens. */
async function withServerDatabase(work: () => Promise<string>): Promise<string> {
  const { openServerDatabase } = await import("./support/server-database");
  const handle = await openServerDatabase();
  const { setActiveDatabase } = await import("~/platform/db/client.server");
  try {
    return await work();
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
}
