// Compiles the message catalogues (build-tools/paraglide.ts) outside a Vite build: for
// `npm run messages` (before the type check) and before the unit tests
// (tests/support/compile-messages-setup.ts).
import { compile } from "@inlang/paraglide-js";

import { paraglideOptions } from "./paraglide.ts";

async function compileMessages() {
  await compile({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] });
}

await compileMessages();
// The compiler leaves handles open (its project files): this script is done once it returns.
process.exit(0);
