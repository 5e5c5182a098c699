import type { ComponentProps } from "react";

import { TextField } from "~/components/form-fields";

/**
 * 'Authentication Code': the 6 digits of an authenticator app, wherever one is asked for
 * (the sign-in's second step, setting two-factor up or turning it off). Phones offer their
 * number pad and the code their app just showed; the digits are spaced as apps show them.
 */
export function AuthenticationCodeField(props: Omit<ComponentProps<typeof TextField>, "label" | "name">) {
  return (
    <TextField
      label="Authentication Code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      className="max-w-48 font-mono tracking-[0.25em]"
      {...props}
    />
  );
}
