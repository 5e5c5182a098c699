import { ColumnHeader, ScrollTable } from "~/components/admin/ui";

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  twoFactor: string;
  lastSignIn: string | null;
  status: "Active" | "Removed";
  isYou: boolean;
}

function StatusBadge({ status }: { status: StaffRow["status"] }) {
  const tone =
    status === "Active"
      ? "bg-green-50 text-green-800 ring-green-600/20"
      : "bg-slate-100 text-slate-700 ring-slate-500/20";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>
      {status}
    </span>
  );
}

/** Name, email, two-factor, last sign-in, status; `actions` adds each row's buttons. */
export function StaffTable({ staff, actions }: { staff: StaffRow[]; actions?: (row: StaffRow) => React.ReactNode }) {
  return (
    <ScrollTable label="Staff">
      <thead>
        <tr>
          <ColumnHeader>Name</ColumnHeader>
          <ColumnHeader>Email</ColumnHeader>
          <ColumnHeader>Two-Factor</ColumnHeader>
          <ColumnHeader>Last Sign-In</ColumnHeader>
          <ColumnHeader>Status</ColumnHeader>
          {actions ? <ColumnHeader className="text-right">Actions</ColumnHeader> : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {staff.map((row) => (
          <tr key={row.id} className="align-top">
            <td className="min-w-36 px-4 py-3 font-medium text-slate-900">
              {row.name}
              {row.isYou ? <span className="ml-1 text-xs font-normal text-slate-500">(you)</span> : null}
            </td>
            <td className="px-4 py-3 break-all text-slate-700">{row.email}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">{row.twoFactor}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-600">{row.lastSignIn ?? "Never"}</td>
            <td className="px-4 py-3">
              <StatusBadge status={row.status} />
            </td>
            {actions ? <td className="px-4 py-2 text-right whitespace-nowrap">{actions(row)}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
