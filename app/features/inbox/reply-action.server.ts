import { data, redirect } from "react-router";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { refuseWhenStorageFails } from "~/features/content-lists/storage-guard.server";
import { parseForm } from "~/platform/forms/form-fields";

import { sendReply } from "./inbox-replies.server";
import { REPLY_INTENT, REPLY_NOT_SENT_MESSAGE, replyFormSchema, type ReplyRefusal } from "./reply-form";

const IN_SPAM_MESSAGE = "This message is in Spam: choose 'Not Spam' before replying to it.";

function refused(values: ReplyRefusal["values"], answer: Omit<ReplyRefusal, "intent" | "values">, status: number) {
  return data<ReplyRefusal>({ intent: REPLY_INTENT, values, ...answer }, { status });
}

/**
 * 'Send Reply' on the message `id`: 400 with the field errors and nothing sent nor written;
 * once sent and stored, back to `sentHref` (the message, saying so). A mail failure writes
 * nothing and answers 502 with the draft, for the form to show again.
 */
export async function replyAction(id: string, form: FormData, editor: ContentEditor, sentHref: string) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { subject: text("subject"), message: text("message") };
  const parsed = parseForm(replyFormSchema, form);
  if (!parsed.success) return refused(values, { fieldErrors: parsed.fieldErrors }, 400);
  return refuseWhenStorageFails(async () => {
    const outcome = await sendReply({ messageId: id, values: parsed.data, editor });
    switch (outcome.kind) {
      case "sent":
        return redirect(sentHref);
      case "not-found":
        throw data(null, { status: 404 });
      case "spam":
        return refused(values, { error: IN_SPAM_MESSAGE }, 409);
      case "not-sent":
        return refused(values, { error: REPLY_NOT_SENT_MESSAGE }, 502);
    }
  });
}
