/** What the staff sign-in pages say, shared by server and browser. */
export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_SIGN_IN_ATTEMPTS = "Too many sign-in attempts. Please try again later.";
export const RESET_REQUEST_FAILED = "Failed to send reset email. Please try again.";
export const PASSWORD_UPDATE_FAILED = "Failed to update password. The reset link may have expired.";
export const PASSWORD_UPDATED = "Password updated successfully. Please log in with your new password.";
export const TOO_MANY_INVITATION_ATTEMPTS = "Too many attempts from this address. Please try again in a few minutes.";
