import { formatCount } from "~/platform/format/format-count";

import type { SetupRule } from "./setup-item";

/** Staff who sign in with a password alone (docs/security.md): named by how many, not who. */
export const twoFactorItems: SetupRule = ({ staffWithoutSecondFactor: count }) =>
  count === 0
    ? []
    : [
        {
          id: "two-factor",
          text:
            count === 1
              ? "1 staff member signs in with only a password, without an authenticator app or a passkey."
              : `${formatCount(count)} staff members sign in with only a password, without an authenticator app or a passkey.`,
          fix: { href: "/admin/staff", label: "Review two-factor sign-in for staff" },
        },
      ];
