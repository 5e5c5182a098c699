import { CheckboxField, TextField } from "~/components/form-fields";
import { dateToAgencyLocal } from "~/platform/format/agency-time";
import { formatDate } from "~/platform/format/format-date";

import { postFields } from "./post-schema";
import { postStatus } from "./post-status";

/**
 * 'Publish Date', a date and time on the agency's clock (America/Chicago): empty, a post
 * saved as Published goes out now; a past date back-dates it, a future one
 * schedules it. A scheduled post shows its date, so saving keeps the schedule. A published
 * post offers 'Keep the current date', unticked (docs/admin.md, Publishing): without it a
 * save re-dates it to now.
 */
export function PublishDateField({
  post,
  error,
}: {
  /** The post being edited (null for a new one). */
  post: { isPublished: boolean; publishedAt: Date | string | null } | null;
  error?: string;
}) {
  const status = post ? postStatus(post) : null;
  return (
    <div className="space-y-3">
      <TextField
        label="Publish Date"
        name={postFields.publishAt}
        type="datetime-local"
        defaultValue={status?.state === "scheduled" && status.publishedAt ? dateToAgencyLocal(status.publishedAt) : ""}
        error={error}
        className="max-w-xs"
        hint="Chicago time. Empty: now, when Published is ticked. A past date back-dates the post; a future one schedules it."
        optional
      />
      {status?.state === "published" && status.publishedAt ? (
        <CheckboxField
          label={`Keep the current date (${formatDate(status.publishedAt)})`}
          name={postFields.keepPublishedDate}
          defaultChecked={false}
          hint="Otherwise saving as Published dates the post now."
        />
      ) : null}
    </div>
  );
}
