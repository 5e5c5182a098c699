/* A passkey's name, checked as the owner types it and again by the server (better-auth's hook). */

export const MAX_PASSKEY_NAME_LENGTH = 60;

/** Why a passkey name is refused, or null when it is fine. */
export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "Passkey Name is required";
  if (trimmed.length > MAX_PASSKEY_NAME_LENGTH) {
    return `Passkey Name must be at most ${MAX_PASSKEY_NAME_LENGTH} characters`;
  }
  if ([...trimmed].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) {
    return "Passkey Name cannot contain control characters";
  }
  return null;
}
