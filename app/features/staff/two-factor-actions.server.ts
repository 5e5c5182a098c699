import { data } from "react-router";

import type { StaffUser } from "./guard.server";
import { qrCodeShape } from "./qr-code.server";
import { manualEntryKey } from "./totp.server";
import type { PendingSetUp, TwoFactorResult } from "./two-factor-result";
import {
  confirmTwoFactorSetUp,
  regenerateRecoveryCodes,
  startTwoFactorSetUp,
  turnOffTwoFactor,
} from "./two-factor.server";

function text(form: FormData, name: string, max = 200): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

function pendingSetUp(totpUri: string): PendingSetUp {
  return { totpUri, qr: qrCodeShape(totpUri), manualKey: manualEntryKey(totpUri) };
}

// The URI comes back from the page only to draw the same QR code again after a wrong code;
// the code itself is checked against the secret kept on the server.
function setUpFromForm(form: FormData): PendingSetUp | undefined {
  const uri = text(form, "totpUri", 500);
  return /^otpauth:\/\/totp\/[^\s]+\?secret=[A-Z2-7]+&/.test(uri) ? pendingSetUp(uri) : undefined;
}

function refused(result: TwoFactorResult, status: number) {
  return data<TwoFactorResult>(result, { status });
}

export async function performTwoFactorAction(
  request: Request,
  staff: StaffUser,
  intent: TwoFactorResult["intent"],
  form: FormData,
) {
  const password = text(form, "password");
  const code = text(form, "code", 20).replace(/\s+/g, "");
  switch (intent) {
    case "two-factor-start": {
      if (!password) return refused({ intent, ok: false, field: "password", message: "Password is required" }, 400);
      const started = await startTwoFactorSetUp(request, password);
      if (!started.ok)
        return refused({ intent, ok: false, field: started.field, message: started.message }, started.status);
      return data<TwoFactorResult>({ intent, ok: true, setUp: pendingSetUp(started.totpUri) });
    }
    case "two-factor-confirm": {
      const setUp = setUpFromForm(form);
      if (!/^\d{6}$/.test(code))
        return refused(
          { intent, ok: false, field: "code", message: "Enter the 6-digit code from your app", setUp },
          400,
        );
      const confirmed = await confirmTwoFactorSetUp(request, staff, code);
      if (!confirmed.ok)
        return refused(
          { intent, ok: false, field: confirmed.field, message: confirmed.message, setUp },
          confirmed.status,
        );
      return data<TwoFactorResult>(
        { intent, ok: true, recoveryCodes: confirmed.recoveryCodes },
        { headers: confirmed.headers },
      );
    }
    case "recovery-codes": {
      if (!password) return refused({ intent, ok: false, field: "password", message: "Password is required" }, 400);
      const made = await regenerateRecoveryCodes(request, staff, password);
      if (!made.ok) return refused({ intent, ok: false, field: made.field, message: made.message }, made.status);
      return data<TwoFactorResult>({ intent, ok: true, recoveryCodes: made.recoveryCodes });
    }
    case "two-factor-off": {
      if (!password) return refused({ intent, ok: false, field: "password", message: "Password is required" }, 400);
      if (!/^\d{6}$/.test(code))
        return refused({ intent, ok: false, field: "code", message: "Enter the 6-digit code from your app" }, 400);
      const off = await turnOffTwoFactor(request, staff, { password, code });
      if (!off.ok) return refused({ intent, ok: false, field: off.field, message: off.message }, off.status);
      return data<TwoFactorResult>({ intent, ok: true }, { headers: off.headers });
    }
  }
}
