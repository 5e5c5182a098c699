import { Form, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/ui";
import { TextField } from "~/components/form-fields";
import { Notice } from "~/components/notice";

import { AccountSection } from "./account-section";
import { AuthenticationCodeField } from "./authentication-code-field";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";
import type { PendingSetUp, TwoFactorResult } from "./two-factor-result";

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function errorFor(
  result: TwoFactorResult | undefined,
  intent: TwoFactorResult["intent"],
  field: "password" | "code",
): string | undefined {
  return result && !result.ok && result.intent === intent && result.field === field ? result.message : undefined;
}

function formError(result: TwoFactorResult | undefined, intent: TwoFactorResult["intent"]): string | null {
  return result && !result.ok && result.intent === intent && result.field === null ? result.message : null;
}

/** Two-factor sign-in with an authenticator app: set up, new recovery codes, turn off. */
export function TwoFactorSection({
  enabled,
  email,
  result,
}: {
  enabled: boolean;
  email: string;
  result?: TwoFactorResult;
}) {
  const codes =
    result?.ok && (result.intent === "two-factor-confirm" || result.intent === "recovery-codes")
      ? result.recoveryCodes
      : null;
  const pending =
    result?.intent === "two-factor-start" || result?.intent === "two-factor-confirm"
      ? result.ok
        ? "setUp" in result
          ? result.setUp
          : null
        : (result.setUp ?? null)
      : null;
  return (
    <AccountSection
      id="two-factor"
      title="Two-Factor Sign-In"
      description="After your password, sign-in asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password...)."
    >
      <div className="space-y-6">
        <p className="flex items-center gap-2 text-sm">
          <span className="font-semibold text-slate-800">Authenticator app:</span>
          {enabled ? (
            <span className="inline-flex rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-600/20 ring-inset">
              On
            </span>
          ) : (
            <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-500/20 ring-inset">
              Off
            </span>
          )}
        </p>
        {result?.ok && result.intent === "two-factor-off" ? (
          <Notice tone="success">Two-factor sign-in with an authenticator app is off.</Notice>
        ) : null}
        {codes ? (
          <>
            {result?.intent === "two-factor-confirm" ? <Notice tone="success">Two-factor sign-in is on.</Notice> : null}
            <RecoveryCodes codes={codes} email={email} />
          </>
        ) : null}
        {enabled ? (
          <EnabledForms result={result} />
        ) : pending ? (
          <ConfirmSetUp setUp={pending} result={result} />
        ) : (
          <StartSetUp result={result} />
        )}
      </div>
    </AccountSection>
  );
}

/**
 * A form that confirms the password before it acts (set up, new recovery codes, turn off):
 * its intent, its error, the Password field, then what `children` adds.
 */
function PasswordConfirmedForm({
  intent,
  result,
  className,
  passwordHint,
  children,
}: {
  intent: "two-factor-start" | "recovery-codes" | "two-factor-off";
  result?: TwoFactorResult;
  className: string;
  passwordHint?: string;
  children: React.ReactNode;
}) {
  const error = formError(result, intent);
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        hint={passwordHint}
        error={errorFor(result, intent, "password")}
      />
      {children}
    </Form>
  );
}

function StartSetUp({ result }: { result?: TwoFactorResult }) {
  const busy = useBusy("two-factor-start");
  return (
    <PasswordConfirmedForm
      intent="two-factor-start"
      result={result}
      className="max-w-md space-y-4"
      passwordHint="Confirm it is you before setting up the app."
    >
      <button type="submit" disabled={busy} className={buttonStyles.primary}>
        {busy ? "Checking..." : "Set Up Two-Factor"}
      </button>
    </PasswordConfirmedForm>
  );
}

function ConfirmSetUp({ setUp, result }: { setUp: PendingSetUp; result?: TwoFactorResult }) {
  const busy = useBusy("two-factor-confirm");
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <QrCode shape={setUp.qr} label="QR code to scan with your authenticator app" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-800">Can't scan it? Enter this key:</p>
          <p className="mt-1 font-mono text-base break-all text-slate-900" aria-label="Key for manual entry">
            {setUp.manualKey}
          </p>
          <p className="mt-1 text-xs text-slate-500">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <Form method="post" className="max-w-md space-y-4">
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <input type="hidden" name="totpUri" value={setUp.totpUri} />
        {formError(result, "two-factor-confirm") ? (
          <Notice tone="error">{formError(result, "two-factor-confirm")}</Notice>
        ) : null}
        <AuthenticationCodeField error={errorFor(result, "two-factor-confirm", "code")} />
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? "Confirming..." : "Turn On Two-Factor"}
        </button>
      </Form>
    </div>
  );
}

function EnabledForms({ result }: { result?: TwoFactorResult }) {
  const regenerating = useBusy("recovery-codes");
  const turningOff = useBusy("two-factor-off");
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-4">
        <h3 className="font-semibold text-slate-900">New recovery codes</h3>
        <p className="text-sm text-slate-600">Makes 10 new codes; the old ones stop working.</p>
        <PasswordConfirmedForm intent="recovery-codes" result={result} className="space-y-4">
          <button type="submit" disabled={regenerating} className={buttonStyles.secondary}>
            {regenerating ? "Making codes..." : "New Recovery Codes"}
          </button>
        </PasswordConfirmedForm>
      </div>
      <div className="space-y-4">
        <h3 className="font-semibold text-slate-900">Turn off</h3>
        <p className="text-sm text-slate-600">Sign-in will ask for your password only (or a passkey).</p>
        <PasswordConfirmedForm intent="two-factor-off" result={result} className="space-y-4">
          <AuthenticationCodeField error={errorFor(result, "two-factor-off", "code")} />
          <button type="submit" disabled={turningOff} className={buttonStyles.secondary}>
            {turningOff ? "Turning off..." : "Turn Off Two-Factor"}
          </button>
        </PasswordConfirmedForm>
      </div>
    </div>
  );
}
