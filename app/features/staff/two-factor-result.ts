import type { QrCodeShape } from "./qr-code.server";

/** What the two-factor forms of My Account answer. */
export type TwoFactorResult =
  | {
      intent: "two-factor-start" | "two-factor-confirm";
      ok: false;
      field: "password" | "code" | null;
      message: string;
      setUp?: PendingSetUp;
    }
  | { intent: "two-factor-start"; ok: true; setUp: PendingSetUp }
  | { intent: "two-factor-confirm" | "recovery-codes"; ok: true; recoveryCodes: string[] }
  | { intent: "recovery-codes" | "two-factor-off"; ok: false; field: "password" | "code" | null; message: string }
  | { intent: "two-factor-off"; ok: true };

/** The set-up between password and code: what the app needs, as QR code and as text. */
export interface PendingSetUp {
  totpUri: string;
  qr: QrCodeShape;
  manualKey: string;
}

export const TWO_FACTOR_INTENTS = [
  "two-factor-start",
  "two-factor-confirm",
  "recovery-codes",
  "two-factor-off",
] as const;
