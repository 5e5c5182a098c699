import type { Job } from "~/platform/db/schema";

/** The staff request a job comes from, as the job admin names it. */
export interface JobRequestLink {
  id: string;
  company: string;
}

/**
 * A job as the admin's table and form hold it. `reopening` is set by an expired job's
 * 'Reopen', which opens the form with 'Closes On' required.
 */
export type JobRow = Omit<Job, "createdAt" | "updatedAt" | "deletedAt" | "searchVector"> & {
  reopening?: boolean;
  /** Applications received for the job (spam aside): the table's Applications column. */
  applicationCount?: number;
  /** The staff request the job was created from, while it exists: 'From staff request: {company}'. */
  staffRequest?: JobRequestLink | null;
};

/** Cents as the form's dollars: 1650 is "16.50"; empty without pay. */
export function centsToDollars(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}
