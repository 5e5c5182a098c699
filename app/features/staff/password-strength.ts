/**
 * The password rules, shared by the update-password page (live feedback) and its action
 * (enforcement). Only the minimum length is enforced; the
 * score and the checklist are advice.
 */

export const MIN_PASSWORD_LENGTH = 8;
/** better-auth's limit: longer inputs are refused before hashing (hashing cost grows with length). */
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = "Passwords do not match";
/** The server's refusal of a password on its list of common ones (common-passwords.server.ts). */
export const PASSWORD_TOO_COMMON_MESSAGE = "This password is too common. Choose another.";

const STRENGTH_LABELS = ["Weak", "Fair", "Good", "Strong", "Very Strong"] as const;
type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordStrength {
  /** 0 to 4. */
  score: number;
  label: StrengthLabel;
}

/**
 * +1 for 8 or more characters, +1 for 12 or more, +1 for both lower and upper case,
 * +1 for a digit, +1 for a non-alphanumeric character; capped at 4.
 */
export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  score = Math.min(score, 4);
  return { score, label: STRENGTH_LABELS[score]! };
}

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/** The checklist shown under the new password. */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    { label: `At least ${MIN_PASSWORD_LENGTH} characters`, met: password.length >= MIN_PASSWORD_LENGTH },
    { label: "Mix of upper and lower case", met: /[a-z]/.test(password) && /[A-Z]/.test(password) },
    { label: "At least one number", met: /\d/.test(password) },
  ];
}
