import { Form, Link, useNavigation } from "react-router";

import { TrashIcon } from "~/components/admin/icons";
import { buttonStyles } from "~/components/admin/ui";

/*
 * The buttons of an open message or staff request: each a small form posting its intent to
 * the page (so they work without JavaScript), and the question Delete asks first.
 */

export const inboxIntents = ["handled", "not-handled", "spam", "not-spam", "delete"] as const;
export type InboxIntent = (typeof inboxIntents)[number];

function ActionButton({
  intent,
  children,
  busyLabel,
}: {
  intent: InboxIntent;
  children: React.ReactNode;
  busyLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} disabled={busy} className={buttonStyles.secondary}>
        {busy ? busyLabel : children}
      </button>
    </Form>
  );
}

/** Mark as Handled or Not Handled, Mark as Spam or Not Spam: the one that applies. */
export function MarkButtons({ handled, spam }: { handled: boolean; spam: boolean }) {
  return (
    <>
      {handled ? (
        <ActionButton intent="not-handled" busyLabel="Saving...">
          Mark as Not Handled
        </ActionButton>
      ) : (
        <ActionButton intent="handled" busyLabel="Saving...">
          Mark as Handled
        </ActionButton>
      )}
      {spam ? (
        <ActionButton intent="not-spam" busyLabel="Moving...">
          Not Spam
        </ActionButton>
      ) : (
        <ActionButton intent="spam" busyLabel="Moving...">
          Mark as Spam
        </ActionButton>
      )}
    </>
  );
}

/** 'Delete', which opens the question at `href` (the page with ?confirm=delete). */
export function DeleteLink({ href }: { href: string }) {
  return (
    <Link
      to={href}
      replace
      className="inline-flex items-center justify-center gap-2 rounded-md border border-red-200 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      <TrashIcon />
      Delete
    </Link>
  );
}

/** The question Delete asks; 'Cancel' goes back to `cancelHref` (the page without the question). */
export function DeleteConfirmation({
  noun,
  buttonLabel,
  cancelHref,
}: {
  noun: string;
  buttonLabel: string;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <div
      role="alertdialog"
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
      className="mx-5 mt-5 rounded-lg border border-red-200 bg-red-50 p-4 sm:mx-6"
    >
      <h2 id="delete-title" className="font-bold text-red-900">
        Delete this {noun}?
      </h2>
      <p id="delete-text" className="mt-1 text-sm text-red-900">
        It is removed for good; this cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={deleting}
            // Focus lands here when the question appears (it follows the Delete link).
            autoFocus
            className="inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {deleting ? "Deleting..." : buttonLabel}
          </button>
        </Form>
        <Link to={cancelHref} replace className={buttonStyles.secondary}>
          Cancel
        </Link>
      </div>
    </div>
  );
}

const spamReasons: Record<string, (noun: string) => string> = {
  honeypot: () => "it filled in a field people never see",
  "too-fast": () => "it was sent faster than a person types",
  "rate-limit": (noun) => `its sender sent more than 5 ${noun} in 10 minutes`,
  staff: () => "staff marked it as spam",
};

/** Why a message (noun "messages") or a request ("requests") was judged spam, in words. */
export function spamReasonText(reason: string, noun: "messages" | "requests"): string {
  return spamReasons[reason]?.(noun) ?? reason;
}
