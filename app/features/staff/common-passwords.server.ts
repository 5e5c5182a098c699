import { dictionary } from "@zxcvbn-ts/language-common";

import { MIN_PASSWORD_LENGTH } from "./password-strength";

/*
 * NIST SP 800-63B (5.1.1.2): a new password is checked against passwords known from breaches
 * and common choices. The list is the one zxcvbn-ts ships (@zxcvbn-ts/language-common,
 * pinned: about 49,000 passwords from breach corpora, by frequency), offline and on the
 * server only. Only entries a password could be (MIN_PASSWORD_LENGTH or longer) are kept,
 * about 18,000, loaded on first use. Compared without case: "Password1" is as common as
 * "password1". Signing in is not checked: an existing account's password keeps working.
 */

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary["passwords-common"]
      .filter((entry) => entry.length >= MIN_PASSWORD_LENGTH)
      .map((entry) => entry.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
