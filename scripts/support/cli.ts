/**
 * What every command-line script shares: a mistake in the arguments prints the usage, any other
 * failure is one line on stderr, and the exit code says which (0 done or --help, 1 failed).
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** Wrong or missing arguments: the message, then the usage. An empty message asks for the usage alone (--help). */
export class UsageError extends Error {}

/** `parseArgs` whose complaints are usage errors. */
export function parseArguments<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export interface CommandLineOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** What a script prints and its exit code, as described above, for these arguments. */
export async function commandLineOutcome(
  run: (argv: string[]) => Promise<string>,
  usage: string,
  argv: string[],
): Promise<CommandLineOutcome> {
  try {
    return { code: 0, stdout: `${await run(argv)}\n`, stderr: "" };
  } catch (error) {
    if (error instanceof UsageError) {
      const message = error.message ? `error: ${error.message}\n\n` : "";
      return { code: error.message ? 1 : 0, stdout: "", stderr: `${message}${usage}\n` };
    }
    return { code: 1, stdout: "", stderr: `error: ${error instanceof Error ? error.message : String(error)}\n` };
  }
}

/** Runs a script's work on the process's arguments, prints what it has to say, and ends the process. */
export async function runCommandLine(run: (argv: string[]) => Promise<string>, usage: string): Promise<never> {
  const { code, stdout, stderr } = await commandLineOutcome(run, usage, process.argv.slice(2));
  // Written, then exit: process.exit does not wait for a piped stdout to drain.
  await new Promise<void>((resolve) => process.stdout.write(stdout, () => resolve()));
  await new Promise<void>((resolve) => process.stderr.write(stderr, () => resolve()));
  process.exit(code);
}
