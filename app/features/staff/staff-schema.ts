import { z } from "zod";

import { sentText } from "~/platform/forms/form-fields";

import { staffNameField } from "./account-schemas";

/** 'Invite Staff': the invitee's name (shown on what they write) and email. */
export const inviteSchema = z.object({
  name: staffNameField,
  email: sentText(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "Email is required")
      .max(254, "Please enter a valid email address")
      .pipe(z.email("Please enter a valid email address")),
  ),
});

export const STAFF_INTENTS = ["require-two-factor", "invite", "resend", "withdraw", "remove"] as const;
export type StaffIntent = (typeof STAFF_INTENTS)[number];

/** What the forms of /admin/staff answer. */
export type StaffResult =
  | { intent: "require-two-factor"; ok: true; required: boolean }
  | { intent: "invite"; ok: true; email: string }
  | { intent: "invite"; ok: false; fieldErrors: Partial<Record<string, string>>; message: string | null }
  | { intent: "resend" | "withdraw" | "remove"; ok: true; message: string }
  | { intent: "resend" | "withdraw" | "remove"; ok: false; message: string };
