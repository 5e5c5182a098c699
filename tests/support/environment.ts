import { onTestFinished } from "vitest";

import { reloadConfig } from "~/platform/config/env.server";

/**
 * Sets environment variables for the rest of the running test, as an operator would set them
 * (BODY_LIMIT=256KB): getConfig() reads the environment again with them, and once the test
 * has finished, again as it was before.
 */
export function useEnvironment(variables: Record<string, string>): void {
  const before = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  reloadConfig();
  onTestFinished(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    reloadConfig();
  });
}
