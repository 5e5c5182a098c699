import type { Job } from "~/platform/db/schema";

/**
 * A job as the admin's table and form hold it. `reopening` is set by an expired job's
 * 'Reopen', which opens the form with 'Closes On' required.
 */
export type JobRow = Omit<Job, "createdAt" | "updatedAt" | "deletedAt" | "searchVector"> & {
  reopening?: boolean;
  /** Applications received for the job (spam aside): the table's Applications column. */
  applicationCount?: number;
};

/** Cents as the form's dollars: 1650 is "16.50"; empty without pay. */
export function centsToDollars(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}
