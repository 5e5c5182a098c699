import { getAuth } from "./auth.server";

/** Reset tokens are better-auth's 24-character ids; anything else is refused unread. */
export function isWellFormedResetToken(token: string | null | undefined): token is string {
  return !!token && /^[A-Za-z0-9_-]{16,64}$/.test(token);
}

/** True while a reset link can still be used: issued, not used yet, not expired. */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  const ctx = await (await getAuth()).$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!verification && verification.expiresAt > new Date();
}
