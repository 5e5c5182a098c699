/**
 * `npm run admin -- …` as an operator runs it, without npm in between: the build's admin tool
 * (build/server/admin.js, bundled with the server), which the npm script runs. Call
 * `ensureBuild` (./serve.ts) first, in beforeAll.
 */
import { spawn } from "node:child_process";

import { projectRoot } from "./serve";

export interface AdminOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the admin tool with these arguments, these variables on top of the test's, and `input` on its standard input. */
export function adminProcess(args: string[], env: Record<string, string>, input = ""): Promise<AdminOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["build/server/admin.js", ...args], {
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
