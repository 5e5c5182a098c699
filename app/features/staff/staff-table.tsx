import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import * as Stacked from "~/components/admin/stacked-table";
import { buttonStyles } from "~/components/admin/ui";

interface MemberRow {
  kind: "member";
  id: string;
  name: string;
  email: string;
  twoFactor: string;
  lastSignIn: string;
  status: "Active" | "Removed";
  isYou: boolean;
}

interface InvitationRow {
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
      <div className="flex flex-wrap gap-2 lg:justify-end">
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

/** Staff and pending invitations: a table from 1024 px up, a card a person below (no sideways scrolling). */
export function StaffTable({ rows }: { rows: StaffTableRow[] }) {
  return (
    <Stacked.Table label="Staff">
      <Stacked.Head>
        <Stacked.Header>Name and Email</Stacked.Header>
        <Stacked.Header>Two-Factor</Stacked.Header>
        <Stacked.Header>Last Sign-In</Stacked.Header>
        <Stacked.Header>Status</Stacked.Header>
        <Stacked.Header>
          <span className="sr-only">Actions</span>
        </Stacked.Header>
      </Stacked.Head>
      <Stacked.Body>
        {rows.map((row) => (
          <Stacked.Row key={`${row.kind}-${row.id}`} className="lg:align-middle">
            <Stacked.Cell label="Name and Email">
              <NameCell row={row} />
              {/* Broken anywhere only on a card, where a long address must fit; whole in the table ('admin@example.com', never 'admin@example.co/m'). */}
              <span className="block text-slate-600 [overflow-wrap:anywhere] lg:whitespace-nowrap">{row.email}</span>
            </Stacked.Cell>
            <Stacked.Cell label="Two-Factor" className="text-slate-700 lg:whitespace-nowrap">
              {row.kind === "member" ? row.twoFactor : "—"}
            </Stacked.Cell>
            <Stacked.Cell label="Last Sign-In" className="text-slate-600">
              <SignInCell row={row} />
            </Stacked.Cell>
            <Stacked.Cell label="Status" className="lg:whitespace-nowrap">
              <StatusBadge status={statusOf(row)} />
            </Stacked.Cell>
            <Stacked.Cell tablePadding="lg:px-4 lg:py-2" className="lg:text-right lg:whitespace-nowrap">
              <RowActions row={row} />
            </Stacked.Cell>
          </Stacked.Row>
        ))}
      </Stacked.Body>
    </Stacked.Table>
  );
}
