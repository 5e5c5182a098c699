import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";

import { SendIcon } from "~/components/admin/icons";
import { buttonStyles } from "~/components/admin/ui";
import { checkOnSubmit } from "~/components/admin/use-admin-form";
import { TextAreaField, TextField } from "~/components/form-fields";
import { Notice } from "~/components/notice";
import { INTENT_FIELD } from "~/platform/forms/admin-action";
import { parseForm, type FieldErrors } from "~/platform/forms/form-fields";

import { REPLY_INTENT, replyFields, replyFormSchema, replyLimits, type ReplyRefusal } from "./reply-form";

/** A reply as the message's page shows it. */
export interface ReplyView {
  id: string;
  staffName: string;
  to: string;
  subject: string;
  body: string;
  sent: string;
}

const sectionClass = "border-t border-slate-200 p-5 sm:p-6";
const headingClass = "text-sm font-bold tracking-wide text-slate-500 uppercase";

/** The replies sent from the site, oldest first, each with who sent it and when. */
export function ReplyList({ replies }: { replies: ReplyView[] }) {
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby="replies-title" className={sectionClass}>
      <h2 id="replies-title" className={headingClass}>
        Replies
      </h2>
      <ol className="mt-3 space-y-4">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">Sent by {reply.staffName}</span> on {reply.sent}
            </p>
            <p className="mt-1 text-sm break-words text-slate-600">
              To <span className="text-slate-800">{reply.to}</span>
            </p>
            <p className="mt-2 font-semibold break-words text-slate-900">{reply.subject}</p>
            <p className="mt-1 max-w-3xl leading-relaxed break-words whitespace-pre-wrap text-slate-900">
              {reply.body}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * 'Reply': to the sender (shown, not editable), a subject, the message, 'Send Reply'. A plain
 * form (it works without JavaScript); with JavaScript its fields are checked first with the
 * action's own schema. A refused or failed reply comes back with what was typed.
 */
export function ReplyForm({
  to,
  replyTo,
  defaultSubject,
  refusal,
  sentCount,
}: {
  to: string;
  /** Where the sender's answer goes (the site's notification address), if any. */
  replyTo: string;
  defaultSubject: string;
  refusal: ReplyRefusal | undefined;
  /** The replies so far: a new one empties the form. */
  sentCount: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(INTENT_FIELD) === REPLY_INTENT;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors: FieldErrors = clientErrors ?? refusal?.fieldErrors ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    checkOnSubmit(event, parseForm(replyFormSchema, new FormData(event.currentTarget)), setClientErrors);
  }

  return (
    <section aria-labelledby="reply-title" className={sectionClass}>
      <h2 id="reply-title" className="text-lg font-bold text-brand-900">
        Reply
      </h2>
      <Form key={sentCount} method="post" noValidate onSubmit={onSubmit} className="mt-4 max-w-3xl space-y-4">
        <input type="hidden" name={INTENT_FIELD} value={REPLY_INTENT} />
        {refusal?.error ? <Notice tone="error">{refusal.error}</Notice> : null}
        <TextField
          label="To"
          name="to"
          value={to}
          readOnly
          hint="The address the message came from."
          className="bg-slate-50 text-slate-700"
        />
        <TextField
          label="Subject"
          name={replyFields.subject}
          defaultValue={refusal?.values.subject ?? defaultSubject}
          maxLength={replyLimits.subject}
          required
          error={errors.subject}
        />
        <TextAreaField
          label="Message"
          name={replyFields.message}
          defaultValue={refusal?.values.message ?? ""}
          maxLength={replyLimits.message}
          rows={8}
          required
          error={errors.message}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} sm:self-start`}>
            <SendIcon />
            {busy ? "Sending..." : "Send Reply"}
          </button>
          {replyTo ? (
            <p className="text-sm break-words text-slate-600">
              Their answer goes to <span className="font-medium text-slate-800">{replyTo}</span>.
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
