import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { buttonStyles, ColumnHeader, ScrollTable } from "~/components/admin/ui";

export interface MemberRow {
  kind: "member";
  id: string;
  name: string;
  email: string;
  twoFactor: string;
  lastSignIn: string;
  status: "Active" | "Removed";
  isYou: boolean;
}

export interface InvitationRow {
  kind: "invitation";
  id: string;
  name: string;
  email: string;
  sentText: string;
  expiresText: string;
  expired: boolean;
}

export type StaffTableRow = MemberRow | InvitationRow;

const badgeTones = {
  Active: "bg-green-50 text-green-800 ring-green-600/20",
  Removed: "bg-slate-100 text-slate-700 ring-slate-500/20",
  Invited: "bg-amber-50 text-amber-900 ring-amber-600/20",
  "Invitation expired": "bg-red-50 text-red-800 ring-red-600/20",
} as const;

function StatusBadge({ status }: { status: keyof typeof badgeTones }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badgeTones[status]}`}
    >
      {status}
    </span>
  );
}

function statusOf(row: StaffTableRow): keyof typeof badgeTones {
  if (row.kind === "member") return row.status;
  return row.expired ? "Invitation expired" : "Invited";
}

/** A row's button, asking first (the question is the browser's confirm dialog). */
function RowAction(props: {
  intent: "remove" | "resend" | "withdraw";
  idField: "userId" | "invitationId";
  id: string;
  label: string;
  accessibleLabel: string;
  confirm?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === props.intent &&
    navigation.formData.get(props.idField) === props.id;
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (props.confirm && !window.confirm(props.confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.idField} value={props.id} />
      <button type="submit" disabled={busy} aria-label={props.accessibleLabel} className={buttonStyles.secondary}>
        {props.label}
      </button>
    </Form>
  );
}

function RowActions({ row }: { row: StaffTableRow }): ReactNode {
  if (row.kind === "invitation") {
    return (
      <div className="flex flex-wrap gap-2">
        <RowAction
          intent="resend"
          idField="invitationId"
          id={row.id}
          label="Resend"
          accessibleLabel={`Resend the invitation to ${row.email}`}
        />
        <RowAction
          intent="withdraw"
          idField="invitationId"
          id={row.id}
          label="Withdraw"
          accessibleLabel={`Withdraw the invitation to ${row.email}`}
          confirm={`Withdraw the invitation to ${row.email}? Its link will stop working.`}
        />
      </div>
    );
  }
  if (row.isYou || row.status === "Removed") return null;
  return (
    <RowAction
      intent="remove"
      idField="userId"
      id={row.id}
      label="Remove"
      accessibleLabel={`Remove ${row.name}`}
      confirm={`Remove ${row.name} (${row.email}) from staff? They are signed out at once and can no longer sign in. Their name stays on what they wrote.`}
    />
  );
}

function NameCell({ row }: { row: StaffTableRow }) {
  return (
    <>
      <span className="font-medium break-words text-slate-900">{row.name}</span>
      {row.kind === "member" && row.isYou ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
    </>
  );
}

function SignInCell({ row }: { row: StaffTableRow }) {
  if (row.kind === "member") return <>{row.lastSignIn}</>;
  return <>{row.expired ? `Expired ${row.expiresText}` : `Invited ${row.sentText} · expires ${row.expiresText}`}</>;
}

/** Staff and pending invitations: a table on wide screens, cards below (no sideways scrolling). */
export function StaffTable({ rows }: { rows: StaffTableRow[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <ScrollTable label="Staff">
          <thead>
            <tr>
              <ColumnHeader>Name and Email</ColumnHeader>
              <ColumnHeader>Two-Factor</ColumnHeader>
              <ColumnHeader>Last Sign-In</ColumnHeader>
              <ColumnHeader>Status</ColumnHeader>
              <ColumnHeader>
                <span className="sr-only">Actions</span>
              </ColumnHeader>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={`${row.kind}-${row.id}`} className="align-middle">
                <td className="px-4 py-3">
                  <NameCell row={row} />
                  <span className="block break-words text-slate-600">{row.email}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {row.kind === "member" ? row.twoFactor : "—"}
                </td>
                <td className="px-4 py-3 text-slate-600">
                  <SignInCell row={row} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <StatusBadge status={statusOf(row)} />
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap">
                  <div className="flex justify-end">
                    <RowActions row={row} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
      <ul aria-label="Staff" className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:hidden">
        {rows.map((row) => (
          <li
            key={`${row.kind}-${row.id}`}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0">
                <NameCell row={row} />
                <span className="block text-sm break-all text-slate-600">{row.email}</span>
              </p>
              <StatusBadge status={statusOf(row)} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
              {row.kind === "member" ? (
                <>
                  <dt className="text-slate-500">Two-factor</dt>
                  <dd>{row.twoFactor}</dd>
                  <dt className="text-slate-500">Last sign-in</dt>
                  <dd>{row.lastSignIn}</dd>
                </>
              ) : (
                <>
                  <dt className="text-slate-500">Invited</dt>
                  <dd>{row.sentText}</dd>
                  <dt className="text-slate-500">{row.expired ? "Expired" : "Expires"}</dt>
                  <dd>{row.expiresText}</dd>
                </>
              )}
            </dl>
            <div className="mt-auto pt-3 empty:hidden">
              <RowActions row={row} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
