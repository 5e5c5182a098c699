import { useId } from "react";
import { postStatus } from "~/publishing/post-status";
import { publishingFields } from "~/schemas/post-publishing";
import { dateToAgencyLocal } from "~/utils/agency-time";
import { formatDate } from "~/utils/format-date";
import { controlClass, describedBy, FieldLabel, FieldNotes } from "./field-frame";

export interface PublishDateFieldProps {
  /** The post being edited (absent for a new post). */
  post?: { isPublished: boolean; publishedAt: Date | string | null };
  error?: string;
}

/**
 * 'Publish Date' (a date and time on the agency's clock, America/Chicago): empty, a post
 * saved as Published goes out now (the spec's rule); a past date back-dates it, a future
 * one schedules it. A scheduled post shows its date, so saving keeps the schedule. A
 * published post offers 'Keep the current date', unticked: the spec's rule re-dates it.
 */
export function PublishDateField({ post, error }: PublishDateFieldProps) {
  const id = useId();
  const status = post ? postStatus(post) : null;
  const hint = "Chicago time. Leave empty to publish now; a future date schedules the post.";
  return (
    <div>
      <FieldLabel htmlFor={id} optional>
        Publish Date
      </FieldLabel>
      <input
        id={id}
        type="datetime-local"
        name={publishingFields.publishDate}
        defaultValue={status?.state === "scheduled" && status.publishedAt ? dateToAgencyLocal(status.publishedAt) : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${controlClass} max-w-xs`}
      />
      <FieldNotes id={id} hint={hint} error={error} />
      {status?.state === "published" && status.publishedAt ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name={publishingFields.keepPublishedDate} className="size-4 rounded border-slate-300 text-brand-700" />
          Keep the current date ({formatDate(status.publishedAt)})
        </label>
      ) : null}
    </div>
  );
}
