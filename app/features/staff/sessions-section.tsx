import { Form, useNavigation } from "react-router";

import { Badge, buttonStyles } from "~/components/admin/ui";
import { Notice } from "~/components/notice";

import type { AccountResult } from "./account-result";
import { AccountSection } from "./account-section";

export interface SessionRow {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  signedInText: string;
  lastActiveAt: string;
  lastActiveText: string;
  isCurrent: boolean;
}

/** The account's sessions: 'This device' marked, 'Sign Out' on each other one, and 'Sign out all other sessions'. */
export function SessionsSection({ sessions, result }: { sessions: SessionRow[]; result?: AccountResult }) {
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData : undefined;
  const others = sessions.filter((session) => !session.isCurrent).length;
  const sessionResult = result?.intent === "end-session" || result?.intent === "end-other-sessions" ? result : null;
  return (
    <AccountSection
      id="sessions"
      title="Sessions"
      description="Where your account is signed in now. A session ends after 24 hours without use, and 7 days after sign-in."
    >
      <div className="space-y-4">
        {sessionResult ? (
          sessionResult.ok ? (
            <Notice tone="success">
              {sessionResult.ended === 1
                ? "1 session was signed out."
                : `${sessionResult.ended} sessions were signed out.`}
            </Notice>
          ) : (
            <Notice tone="error">{sessionResult.message}</Notice>
          )
        ) : null}
        <ul aria-label="Sessions" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
                  {session.device}
                  {session.isCurrent ? <Badge tone="green">This device</Badge> : null}
                </p>
                <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-600">
                  <dt className="text-slate-500">IP address</dt>
                  <dd className="break-all">{session.ipAddress ?? "Unknown"}</dd>
                  <dt className="text-slate-500">Signed in</dt>
                  <dd>
                    <time dateTime={session.signedInAt}>{session.signedInText}</time>
                  </dd>
                  <dt className="text-slate-500">Last active</dt>
                  <dd>
                    <time dateTime={session.lastActiveAt}>{session.lastActiveText}</time>
                  </dd>
                </dl>
              </div>
              {session.isCurrent ? null : (
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button
                    type="submit"
                    aria-label={`Sign Out ${session.device}, ${session.ipAddress ?? "unknown address"}`}
                    disabled={busyWith?.get("sessionId") === session.id}
                    className={buttonStyles.secondary}
                  >
                    Sign Out
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="end-other-sessions" />
            <button
              type="submit"
              disabled={busyWith?.get("intent") === "end-other-sessions"}
              className={buttonStyles.secondary}
            >
              Sign out all other sessions
            </button>
          </Form>
        ) : (
          <p className="text-sm text-slate-600">You are signed in on this device only.</p>
        )}
      </div>
    </AccountSection>
  );
}
