import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";

import { buttonStyles } from "~/components/admin/ui";
import { TextField } from "~/components/form-fields";
import { Notice } from "~/components/notice";
import { useHydrated } from "~/platform/document/use-hydrated";

import type { AccountResult } from "./account-result";
import { AccountSection } from "./account-section";
import { addPasskey, browserHasPasskeys } from "./passkey-ceremony";
import { MAX_PASSKEY_NAME_LENGTH, passkeyNameProblem } from "./passkey-schemas";

export interface PasskeyRow {
  id: string;
  name: string;
  createdText: string | null;
  lastUsedText: string | null;
}

/** The account's passkeys (name, added, last used, 'Remove') and 'Add a Passkey'. */
export function PasskeysSection({ passkeys, result }: { passkeys: PasskeyRow[]; result?: AccountResult }) {
  const [added, setAdded] = useState<string | null>(null);
  const removal = result?.intent === "remove-passkey" ? result : null;
  return (
    <AccountSection
      id="passkeys"
      title="Passkeys"
      description="Sign in with this device's fingerprint, face or screen lock instead of a password and code. A passkey counts as two-factor sign-in on its own."
    >
      <div className="space-y-5">
        {added ? <Notice tone="success">{`Passkey “${added}” was added.`}</Notice> : null}
        {removal ? (
          removal.ok ? (
            <Notice tone="success">{`Passkey “${removal.name}” was removed.`}</Notice>
          ) : (
            <Notice tone="error">{removal.message}</Notice>
          )
        ) : null}
        {passkeys.length === 0 ? (
          <p className="text-sm text-slate-600">You have no passkeys yet.</p>
        ) : (
          <ul aria-label="Passkeys" className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        <AddPasskeyForm onAdded={setAdded} />
      </div>
    </AccountSection>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("passkeyId") === passkey.id;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
        <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-600">
          <dt className="text-slate-500">Added</dt>
          <dd>{passkey.createdText ?? "Unknown"}</dd>
          <dt className="text-slate-500">Last used</dt>
          <dd>{passkey.lastUsedText ?? "Never"}</dd>
        </dl>
      </div>
      <Form
        method="post"
        className="shrink-0"
        onSubmit={(event) => {
          const question = `Remove the passkey “${passkey.name}”? You will no longer be able to sign in with it.`;
          if (!window.confirm(question)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="remove-passkey" />
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <button type="submit" aria-label={`Remove ${passkey.name}`} disabled={busy} className={buttonStyles.secondary}>
          {busy ? "Removing..." : "Remove"}
        </button>
      </Form>
    </li>
  );
}

/** The ceremony runs in the browser: without JavaScript, or without passkeys, it says so. */
function AddPasskeyForm({ onAdded }: { onAdded: (name: string) => void }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const supported = hydrated && browserHasPasskeys();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passkeyNameProblem(name);
    setFieldError(problem ?? undefined);
    setError(null);
    if (problem) return;
    setBusy(true);
    const outcome = await addPasskey(name.trim());
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    onAdded(name.trim());
    setName("");
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} className="max-w-md space-y-4" noValidate>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        label="Passkey Name"
        name="passkeyName"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={MAX_PASSKEY_NAME_LENGTH}
        autoComplete="off"
        hint="So you can tell your passkeys apart, e.g. “Work laptop” or “My phone”."
        error={fieldError}
        disabled={!supported}
      />
      <button type="submit" disabled={!supported || busy} className={buttonStyles.primary}>
        {busy ? "Waiting for your device..." : "Add a Passkey"}
      </button>
      {hydrated && !supported ? <p className="text-sm text-slate-600">This browser cannot make passkeys.</p> : null}
      <noscript>
        <p className="text-sm text-slate-600">Adding a passkey needs JavaScript.</p>
      </noscript>
    </form>
  );
}
