import { z } from "zod";

import type { SiteSettings } from "~/features/settings/site-settings";

/*
 * The dashboard's 'Finish setting up your site': each thing still at the default it ships with,
 * or unsafe, with the one link that fixes it (docs/admin.md, Dashboard). One module per concern
 * (`*-item.server.ts` beside this file) turns the facts below into its items; an item disappears
 * once done, or once staff dismiss it for everyone.
 */

export const SETUP_ITEM_IDS = [
  "contact-inbox",
  "link-job-board",
  "link-online-application",
  "link-employee-portal",
  "view-more-info",
  "office-street",
  "mail-outbox",
  "https-address",
  "two-factor",
  "job-board",
] as const;

export type SetupItemId = (typeof SETUP_ITEM_IDS)[number];

export interface SetupItem {
  id: SetupItemId;
  /** One sentence for office staff: what is wrong and what visitors (or staff) see because of it. */
  text: string;
  /** The one place that fixes it; the link's words say what to do there. */
  fix: { href: string; label: string };
}

/** The form of a 'Dismiss' button (hidden fields only), checked by the browser and the server alike. */
export const dismissSetupItemSchema = z.object({
  item: z.enum(SETUP_ITEM_IDS, { error: "Unknown set-up item" }),
});

export const DISMISS_SETUP_ITEM = "dismiss-setup-item";
export const RESTORE_SETUP_ITEMS = "restore-setup-items";

/** What the rules decide from: the settings in effect, the server's configuration and a few counts. */
export interface SetupFacts {
  settings: SiteSettings;
  /** SMTP_URL is set: mail is sent, not written to the outbox. */
  smtpConfigured: boolean;
  /** PUBLIC_URL (or its default, http://localhost:<port>). */
  publicUrl: string;
  /** Active staff accounts with neither an authenticator app nor a passkey. */
  staffWithoutSecondFactor: number;
  /** The paths of this site the public links lead to that open a page (any other path answers 404). */
  pagesFound: ReadonlySet<string>;
}

/** One concern's rule: its items while something is left to do, none once it is done. */
export type SetupRule = (facts: SetupFacts) => SetupItem[];

/** Each item in a few words, for the activity log ('Dismissed: Contact inbox off'). */
export const SETUP_ITEM_NAMES: Record<SetupItemId, string> = {
  "contact-inbox": "Contact inbox off",
  "link-job-board": "'BROWSE JOBS' link not set",
  "link-online-application": "'ONLINE APPLICATION' link not set",
  "link-employee-portal": "'Employee Web Portal' link not set",
  "view-more-info": "'View More Info' does nothing",
  "office-street": "No office street address",
  "mail-outbox": "Mail not sent (no SMTP_URL)",
  "https-address": "Site address not https",
  "two-factor": "Staff without a second factor",
  "job-board": "Job board off",
};

/** The rule of a switch the site ships turned off ('Deliver contact messages to staff'): its item until it is on. */
export function untilSwitchedOn(setting: "inboxEnabled" | "jobBoardEnabled", item: SetupItem): SetupRule {
  return ({ settings }) => (settings[setting] ? [] : [item]);
}
