// The compiled message catalogues before any test imports them. In a process of its own: the
// compiler keeps handles open that would hold Vitest's own process after the run.
import { execFileSync } from "node:child_process";

export default function compileMessages() {
  execFileSync(process.execPath, ["--import", "tsx", "build-tools/compile-messages.ts"], { stdio: "inherit" });
}
