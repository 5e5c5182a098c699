/**
 * A command-line script run as its user runs it, in a process of its own, for the tests of
 * what only a new process shows (exit codes, standard input, a held DATA_DIR).
 */
import { spawn } from "node:child_process";

import { projectRoot } from "./serve";

/**
 * What `npm run admin` runs, without npm in between: the build's admin tool
 * (build/server/admin.js, bundled with the server). Call `ensureBuild` (./serve.ts) first.
 */
export const ADMIN_COMMAND: readonly string[] = [process.execPath, "build/server/admin.js"];

export interface ScriptOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command` in the project, with these variables on top of the test's and `input` on its standard input. */
export function runScript(command: readonly string[], env: Record<string, string>, input = ""): Promise<ScriptOutcome> {
  const [file, ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(file!, args, {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
