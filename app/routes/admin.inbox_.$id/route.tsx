import { data, Link, redirect } from "react-router";

import { FactList, SpamNote } from "~/components/admin/fact-list";
import { ArrowLeftIcon, CheckCircleIcon, TrashIcon } from "~/components/admin/icons";
import { AdminPage, buttonStyles } from "~/components/admin/ui";
import { contentEditor } from "~/features/content-lists/content-editor.server";
import {
  deleteContactMessage,
  getContactMessage,
  setMessageHandled,
  setMessageSpam,
} from "~/features/inbox/contact-messages.server";
import {
  DeleteConfirmation,
  inboxIntents,
  MarkButtons,
  spamReasonText,
  type InboxIntent,
} from "~/features/inbox/message-actions";
import { messageId, openedMessage, openMessage } from "~/features/inbox/open-message.server";
import { formatReceived } from "~/features/inbox/received-time";
import { jobsOfStaffRequest } from "~/features/jobs/job-from-request.server";
import { toE164 } from "~/features/settings/phone-number";
import { getSiteSettings } from "~/features/settings/settings.server";
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
  if (isStaffRequest(message)) {
    return {
      kind: "staff-request" as const,
      request: staffRequestView(message),
      spamReason: message.spamReason ? spamReasonText(message.spamReason, "requests") : null,
      agencyName: settings.agencyName,
      confirmingDelete,
      jobs: await jobsOfStaffRequest(message.id),
    };
  }
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
      spam: message.isSpam,
      spamReason: message.spamReason ? spamReasonText(message.spamReason, "messages") : null,
    },
    agencyName: settings.agencyName,
    confirmingDelete,
  };
}

/** A staff request's change, with its activity row (app/features/staff-requests/staff-requests.server.ts). */
async function changeRequest(
  before: { id: string; isSpam: boolean },
  intent: InboxIntent,
  request: Request,
  context: Route.ActionArgs["context"],
) {
  if (!(await changeStaffRequest(before.id, intent, contentEditor(request, context)))) {
    throw data(null, { status: 404 });
  }
  if (intent !== "delete") return redirect(`/admin/inbox/${before.id}`);
  return redirect(before.isSpam ? "/admin/inbox?tab=spam&deleted=1" : "/admin/inbox?tab=requests&deleted=1");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = messageId(params);
  let intent: FormDataEntryValue | null;
  try {
    intent = (await readFormBody(request)).get("intent");
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError)
      return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const known = inboxIntents.find((name) => name === intent);
  // A staff request's changes are logged; a contact message's are not (yet).
  const target = known ? await getContactMessage(id) : null;
  if (known && target && isStaffRequest(target)) return changeRequest(target, known, request, context);
  const back = `/admin/inbox/${id}`;
  let found: boolean;
  switch (known) {
    case "handled":
    case "not-handled":
      found = await setMessageHandled(id, intent === "handled");
      break;
    case "spam":
    case "not-spam":
      found = await setMessageSpam(id, intent === "spam");
      break;
    case "delete": {
      const message = await getContactMessage(id);
      if (!message || !(await deleteContactMessage(id))) throw data(null, { status: 404 });
      return redirect(message.isSpam ? "/admin/inbox?tab=spam&deleted=1" : "/admin/inbox?deleted=1");
    }
    default:
      return data(
        { error: "Unknown action: expected handled, not-handled, spam, not-spam or delete." },
        { status: 400 },
      );
  }
  if (!found) throw data(null, { status: 404 });
  // After the change, the message again (a reload does not post twice).
  return redirect(back);
}

export default function InboxItem({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "staff-request") {
    const { request, spamReason, agencyName, confirmingDelete, jobs } = loaderData;
    return (
      <StaffRequestDetail
        request={request}
        spamReason={spamReason}
        agencyName={agencyName}
        confirmingDelete={confirmingDelete}
        jobs={jobs}
      />
    );
  }
  return <InboxMessage {...loaderData} />;
}

function InboxMessage({
  message,
  agencyName,
  confirmingDelete,
}: Extract<Route.ComponentProps["loaderData"], { kind: "message" }>) {
  const listHref = message.spam ? "/admin/inbox?tab=spam" : "/admin/inbox";
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: your message to ${agencyName}`)}`;
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
      <Link
        to={listHref}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon />
        Back to {message.spam ? "Spam" : "Inbox"}
      </Link>

      <article aria-labelledby="message-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <header className="flex flex-col gap-4 border-b border-slate-200 p-5 sm:p-6">
          <div className="min-w-0">
            <h1 id="message-title" className="text-2xl font-bold tracking-tight break-words text-brand-900">
              {message.name}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span>Sent with the contact form</span>
              {message.handled ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-600/20 ring-inset">
                  <CheckCircleIcon className="size-3.5" />
                  Handled {message.handled}
                </span>
              ) : null}
              {message.spam ? (
                <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
                  Spam
                </span>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={reply} className={buttonStyles.primary}>
              Reply
            </a>
            <MarkButtons handled={message.handled !== null} spam={message.spam} />
            <Link
              to="?confirm=delete"
              replace
              className="inline-flex items-center justify-center gap-2 rounded-md border border-red-200 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              <TrashIcon />
              Delete
            </Link>
          </div>
        </header>

        {confirmingDelete ? <DeleteConfirmation noun="message" buttonLabel="Delete Message" /> : null}
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
        <section aria-label="Message" className="border-t border-slate-200 p-5 sm:p-6">
          <p className="max-w-3xl text-base leading-relaxed break-words whitespace-pre-wrap text-slate-900">
            {message.text}
          </p>
        </section>
      </article>
    </AdminPage>
  );
}
