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

/** Runs a script's work and ends the process: its result on stdout, or the error as described above. */
export async function runCommandLine(run: (argv: string[]) => Promise<string>, usage: string): Promise<never> {
  try {
    console.log(await run(process.argv.slice(2)));
    process.exit(0);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(`error: ${error.message}\n`);
      console.error(usage);
      process.exit(error.message ? 1 : 0);
    }
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
