/**
 * What the activity log records, with the words /admin/activity shows. Grouped as its
 * 'Kind' filter lists them. Content, settings and inbox kinds are recorded by the FAQ, post,
 * settings and staff request actions, in the transaction of the change they describe.
 */
export const ACTIVITY_KIND_GROUPS = [
  {
    label: "Sign-in",
    kinds: {
      "sign-in": "Signed in",
      "sign-in-failed": "Sign-in failed",
      "sign-out": "Signed out",
      "session-ended": "Session signed out",
    },
  },
  {
    label: "Account security",
    kinds: {
      "password-changed": "Password changed",
      "password-reset": "Password reset",
      "two-factor-enabled": "Two-factor turned on",
      "two-factor-disabled": "Two-factor turned off",
      "recovery-codes-regenerated": "New recovery codes",
      "two-factor-reset": "Two-factor reset",
      "passkey-added": "Passkey added",
      "passkey-removed": "Passkey removed",
      "account-updated": "Account details changed",
    },
  },
  {
    label: "Staff",
    kinds: {
      "staff-invited": "Staff invited",
      "invitation-resent": "Invitation resent",
      "invitation-withdrawn": "Invitation withdrawn",
      "invitation-accepted": "Invitation accepted",
      "staff-removed": "Staff removed",
      "staff-created": "Staff account created",
    },
  },
  {
    label: "Content",
    kinds: {
      "faq-created": "FAQ created",
      "faq-updated": "FAQ updated",
      "faq-trashed": "FAQ moved to the Trash",
      "faq-restored": "FAQ restored from the Trash",
      "faq-deleted": "FAQ deleted forever",
      "post-created": "Post created",
      "post-updated": "Post updated",
      "post-trashed": "Post moved to the Trash",
      "post-restored": "Post restored from the Trash",
      "post-deleted": "Post deleted forever",
      "job-created": "Job created",
      "job-updated": "Job updated",
      "job-trashed": "Job moved to the Trash",
      "job-restored": "Job restored from the Trash",
      "job-deleted": "Job deleted forever",
      "settings-updated": "Settings updated",
    },
  },
  {
    label: "Inbox",
    kinds: {
      "message-replied": "Reply sent to a contact message",
      "staff-request-handled": "Staff request marked handled",
      "staff-request-not-handled": "Staff request marked not handled",
      "staff-request-spam": "Staff request marked as spam",
      "staff-request-not-spam": "Staff request moved out of Spam",
      "staff-request-deleted": "Staff request deleted",
    },
  },
  {
    label: "Applications",
    kinds: {
      "application-stage-changed": "Application stage changed",
      "application-note-added": "Application note added",
      "application-resume-downloaded": "Resume downloaded",
      "application-hold-set": "Application kept (legal hold)",
      "application-hold-cleared": "Application hold removed",
      "application-spam-changed": "Application spam mark changed",
      "application-deleted": "Application deleted",
      "applicant-data-downloaded": "Applicant data downloaded",
      "applicant-data-deleted": "Applicant data deleted",
      "applications-purged": "Old applications deleted",
    },
  },
] as const;

type Group = (typeof ACTIVITY_KIND_GROUPS)[number];
export type ActivityKind = Group extends infer G ? (G extends { kinds: infer K } ? keyof K & string : never) : never;

const labels: Record<string, string> = Object.assign({}, ...ACTIVITY_KIND_GROUPS.map((group) => group.kinds));

export function isActivityKind(value: string): value is ActivityKind {
  return Object.hasOwn(labels, value);
}

/** The words for a kind; a kind this version does not know is shown as it is stored. */
export function activityKindLabel(kind: string): string {
  return labels[kind] ?? kind;
}
