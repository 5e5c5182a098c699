import { data, redirect } from "react-router";

import { FactList, RecordHeading, SpamBadge, SpamNote } from "~/components/admin/fact-list";
import { AdminPage, buttonStyles } from "~/components/admin/ui";
import { Notice } from "~/components/notice";
import { contentEditor } from "~/features/content-lists/content-editor.server";
import {
  deleteContactMessage,
  getContactMessage,
  neighboursOf,
  setMessageHandled,
  setMessageSpam,
  tabOfMessage,
} from "~/features/inbox/contact-messages.server";
import { repliesOf } from "~/features/inbox/inbox-replies.server";
import { inboxItemHref, inboxViewQuery, openedFrom, readInboxView } from "~/features/inbox/inbox-view";
import {
  DeleteConfirmation,
  DeleteLink,
  inboxIntents,
  MarkButtons,
  spamReasonText,
  type InboxIntent,
} from "~/features/inbox/message-actions";
import { HandledBadge, MessageNav, type MessagePlace } from "~/features/inbox/message-nav";
import { messageId, openedMessage, openMessage } from "~/features/inbox/open-message.server";
import { formatReceived } from "~/features/inbox/received-time";
import { replyAction } from "~/features/inbox/reply-action.server";
import { defaultReplySubject, REPLY_INTENT, type ReplyRefusal } from "~/features/inbox/reply-form";
import { ReplyForm, ReplyList } from "~/features/inbox/reply-section";
import { jobsOfStaffRequest } from "~/features/jobs/job-from-request.server";
import { toE164 } from "~/features/settings/phone-number";
import { getSiteSettings } from "~/features/settings/settings.server";
import { notificationAddress } from "~/features/settings/site-settings";
import { StaffRequestDetail } from "~/features/staff-requests/request-detail";
import { staffRequestView } from "~/features/staff-requests/request-view";
import { changeStaffRequest, isStaffRequest } from "~/features/staff-requests/staff-requests.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { BodyTooLargeError, MalformedFormError, readFormBody } from "~/platform/http/form-body.server";

import type { Route } from "./+types/route";

function pageTitle(loaderData: Route.ComponentProps["loaderData"] | undefined): string {
  if (!loaderData) return "Message";
  return loaderData.kind === "staff-request"
    ? `Staff request from ${loaderData.request.company}`
    : `Message from ${loaderData.message.name}`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: titleWith(agencyNameFromMatches(matches), pageTitle(loaderData), "Inbox", "Admin") },
];

export const middleware: Route.MiddlewareFunction[] = [openMessage];

export async function loader({ request, context }: Route.LoaderArgs) {
  const message = context.get(openedMessage);
  if (!message) throw data(null, { status: 404 });
  const settings = await getSiteSettings();
  const url = new URL(request.url);
  const confirmingDelete = url.searchParams.get("confirm") === "delete";
  const view = openedFrom(url.searchParams, tabOfMessage(message));
  const place: MessagePlace = { view, ...(await neighboursOf(message.id, view)) };
  if (isStaffRequest(message)) {
    return {
      kind: "staff-request" as const,
      request: staffRequestView(message),
      spamReason: message.spamReason ? spamReasonText(message.spamReason, "requests") : null,
      agencyName: settings.agencyName,
      confirmingDelete,
      place,
      jobs: await jobsOfStaffRequest(message.id),
    };
  }
  const replies = await repliesOf(message.id);
  return {
    kind: "message" as const,
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      phoneE164: message.phone ? toE164(message.phone) : null,
      company: message.company,
      text: message.message,
      received: formatReceived(message.createdAt),
      handled: message.handledAt ? formatReceived(message.handledAt) : null,
      handledBy: message.handledByName,
      spam: message.isSpam,
      spamReason: message.spamReason ? spamReasonText(message.spamReason, "messages") : null,
    },
    replies: replies.map((reply) => ({
      id: reply.id,
      staffName: reply.staffName,
      to: reply.to,
      subject: reply.subject,
      body: reply.body,
      sent: formatReceived(reply.sentAt),
    })),
    replySubject: defaultReplySubject(settings.agencyName),
    replyTo: notificationAddress(settings),
    replied: url.searchParams.get("replied") === "1",
    agencyName: settings.agencyName,
    confirmingDelete,
    place,
  };
}

/** After a delete: its tab, with the filter it was opened from, saying so. */
function deletedHref(url: URL, deleted: { kind: string; isSpam: boolean }): string {
  return `/admin/inbox${inboxViewQuery(openedFrom(url.searchParams, tabOfMessage(deleted)), { deleted: "1" })}`;
}

/** A staff request's change, with its activity row (app/features/staff-requests/staff-requests.server.ts). */
async function changeRequest(
  before: { id: string; kind: string; isSpam: boolean },
  intent: InboxIntent,
  request: Request,
  context: Route.ActionArgs["context"],
) {
  if (!(await changeStaffRequest(before.id, intent, contentEditor(request, context)))) {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  if (intent !== "delete") return redirect(inboxItemHref(before.id, readInboxView(url.searchParams)));
  return redirect(deletedHref(url, before));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = messageId(params);
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError)
      return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const intent = form.get("intent");
  const url = new URL(request.url);
  // Back to the message, with the filter of the list it was opened from.
  const openedIn = readInboxView(url.searchParams);
  const back = inboxItemHref(id, openedIn);
  if (intent === REPLY_INTENT) {
    return replyAction(id, form, contentEditor(request, context), inboxItemHref(id, openedIn, { replied: "1" }));
  }
  const known = inboxIntents.find((name) => name === intent);
  // A staff request's changes are logged; a contact message's are not (yet), but for replies.
  const target = known ? await getContactMessage(id) : null;
  if (known && target && isStaffRequest(target)) return changeRequest(target, known, request, context);
  let found: boolean;
  switch (known) {
    case "handled":
    case "not-handled":
      found = await setMessageHandled(id, intent === "handled" ? contentEditor(request, context).actor : null);
      break;
    case "spam":
    case "not-spam":
      found = await setMessageSpam(id, intent === "spam");
      break;
    case "delete": {
      const message = await getContactMessage(id);
      if (!message || !(await deleteContactMessage(id))) throw data(null, { status: 404 });
      return redirect(deletedHref(url, message));
    }
    default:
      return data(
        { error: "Unknown action: expected reply, handled, not-handled, spam, not-spam or delete." },
        { status: 400 },
      );
  }
  if (!found) throw data(null, { status: 404 });
  // After the change, the message again (a reload does not post twice).
  return redirect(back);
}

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "staff-request") {
    const { request, spamReason, agencyName, confirmingDelete, jobs, place } = loaderData;
    return (
      <StaffRequestDetail
        request={request}
        spamReason={spamReason}
        agencyName={agencyName}
        confirmingDelete={confirmingDelete}
        jobs={jobs}
        place={place}
      />
    );
  }
  const answer = actionData as ReplyRefusal | { error: string } | undefined;
  return <InboxMessage {...loaderData} refusal={answer && "intent" in answer ? answer : undefined} />;
}

function InboxMessage({
  message,
  agencyName,
  confirmingDelete,
  place,
  replies,
  replySubject,
  replyTo,
  replied,
  refusal,
}: Extract<Route.ComponentProps["loaderData"], { kind: "message" }> & { refusal: ReplyRefusal | undefined }) {
  const stay = inboxItemHref(message.id, place.view);
  const mailApp = `mailto:${message.email}?subject=${encodeURIComponent(`Re: your message to ${agencyName}`)}`;
  const details: Array<[string, React.ReactNode]> = [
    [
      "Email",
      <a key="email" href={`mailto:${message.email}`} className="break-words text-brand-700 hover:underline">
        {message.email}
      </a>,
    ],
    [
      "Phone",
      message.phone ? (
        message.phoneE164 ? (
          <a key="phone" href={`tel:${message.phoneE164}`} className="text-brand-700 hover:underline">
            {message.phone}
          </a>
        ) : (
          message.phone
        )
      ) : (
        <span className="text-slate-500">Not given</span>
      ),
    ],
    ["Company", message.company || <span className="text-slate-500">Not given</span>],
    ["Received", message.received],
  ];
  return (
    <AdminPage>
      <MessageNav place={place} />
      {replied ? <Notice tone="success">Your reply was sent.</Notice> : null}

      <article aria-labelledby="message-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <header className="flex flex-col gap-4 border-b border-slate-200 p-5 sm:p-6">
          <RecordHeading id="message-title" title={message.name}>
            <span>Sent with the contact form</span>
            {message.handled ? <HandledBadge at={message.handled} by={message.handledBy} /> : null}
            {message.spam ? <SpamBadge /> : null}
          </RecordHeading>
          <div className="flex flex-wrap gap-2">
            <a href={mailApp} className={buttonStyles.secondary}>
              Reply in my mail app
            </a>
            <MarkButtons handled={message.handled !== null} spam={message.spam} />
            <DeleteLink href={inboxItemHref(message.id, place.view, { confirm: "delete" })} />
          </div>
        </header>

        {confirmingDelete ? <DeleteConfirmation noun="message" buttonLabel="Delete Message" cancelHref={stay} /> : null}
        {message.spamReason ? (
          <SpamNote
            reason={message.spamReason}
            consequence="No notification was sent for it."
            className="mx-5 mt-5 sm:mx-6"
          />
        ) : null}

        <FactList
          facts={details}
          className="gap-y-3 p-5 sm:grid-cols-2 sm:p-6 xl:grid-cols-[minmax(0,1.5fr)_1fr_1fr_1fr]"
        />
        <section aria-labelledby="message-text-title" className="border-t border-slate-200 p-5 sm:p-6">
          <h2 id="message-text-title" className="sr-only">
            What they wrote
          </h2>
          <p className="max-w-3xl text-base leading-relaxed break-words whitespace-pre-wrap text-slate-900">
            {message.text}
          </p>
        </section>
        <ReplyList replies={replies} />
        {message.spam ? null : (
          <ReplyForm
            to={message.email}
            replyTo={replyTo}
            defaultSubject={replySubject}
            refusal={refusal}
            sentCount={replies.length}
          />
        )}
      </article>
    </AdminPage>
  );
}
