import { useState } from "react";
import { useNavigate } from "react-router";

import { useHydrated } from "~/platform/document/use-hydrated";

import { FormMessage } from "./auth-page";
import { browserHasPasskeys, signInWithPasskey } from "./passkey-ceremony";

/**
 * 'Sign in with a Passkey' under the login form. A passkey is both factors: no password and
 * no authentication code follow. Shown once the page runs JavaScript in a browser that has
 * passkeys (the ceremony cannot happen without them).
 */
export function PasskeySignIn() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated || !browserHasPasskeys()) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const outcome = await signInWithPasskey();
    if (outcome.ok) {
      await navigate("/admin/dashboard", { replace: true });
      return;
    }
    setError(outcome.message);
    setBusy(false);
  }

  return (
    <div className="mt-6 space-y-4">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <button
        type="button"
        onClick={signIn}
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-3 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-5"
          aria-hidden="true"
        >
          <circle cx="8" cy="9" r="4" />
          <path d="M2 21v-1a6 6 0 0 1 9.5-4.9M15 11a3 3 0 1 1 3 3v6l-1.5 1.5L15 20l1.5-1.5L15 17l1.5-1.5" />
        </svg>
        {busy ? "Waiting for your passkey..." : "Sign in with a Passkey"}
      </button>
    </div>
  );
}
