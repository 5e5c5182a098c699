/**
 * npm run markdown:report — the posts and FAQ answers whose text, written as plain text,
 * reads differently now that it is rendered as Markdown (a line starting "1." becomes a
 * numbered list, **word** becomes bold, lines of "a | b" under "--- | ---" a table, ...).
 * Run it on the server's database after upgrading (again after the upgrade that turned
 * tables on), and look each one over in the admin.
 */
import { parseArguments, runCommandLine, UsageError } from "./support/cli";

const USAGE = `Usage: npm run markdown:report

Lists the posts and FAQ answers (drafts too) of the server's database (DATABASE_URL, or
the embedded one in DATA_DIR, default ./data) that read differently as Markdown than as
the plain text they were written as. The embedded database admits one process: stop the
server first.`;

async function run(argv: string[]): Promise<string> {
  const { values } = parseArguments({ args: argv, options: { help: { type: "boolean", short: "h" } } });
  if (values.help) throw new UsageError("");
  // Loaded once the arguments are good, so that --help answers at once.
  const { openServerDatabase } = await import("./support/server-database");
  const { setActiveDatabase } = await import("~/platform/db/client.server");
  const { listContentChangedByMarkdown } = await import("~/platform/markdown/plain-text-changes.server");
  const handle = await openServerDatabase();
  try {
    const changed = await listContentChangedByMarkdown(handle.db);
    if (changed.length === 0) return "Every post and FAQ answer reads as before.";
    return [
      `${changed.length} item(s) read differently as Markdown; check them in the admin:`,
      ...changed.map((item) => `  ${item.kind === "post" ? "Post" : "FAQ "}  ${item.name}`),
    ].join("\n");
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
}

await runCommandLine(run, USAGE);
