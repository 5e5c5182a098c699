import { Link } from "react-router";

import { FactList, RecordHeading, SpamBadge, SpamNote, type Fact } from "~/components/admin/fact-list";
import { PlusIcon } from "~/components/admin/icons";
import { AdminPage, buttonStyles } from "~/components/admin/ui";
import { inboxItemHref } from "~/features/inbox/inbox-view";
import { DeleteConfirmation, DeleteLink, MarkButtons } from "~/features/inbox/message-actions";
import { HandledBadge, MessageNav, type MessagePlace } from "~/features/inbox/message-nav";
import { jobFromRequestHref, requestJobHref, type RequestJobLink } from "~/features/jobs/job-from-request";

import type { StaffRequestView } from "./request-view";

const notGiven = <span className="text-slate-500">Not given</span>;

function Facts({ label, facts }: { label: string; facts: Fact[] }) {
  return (
    <section aria-label={label} className="border-t border-slate-200 p-5 sm:p-6">
      <h2 className="text-sm font-bold tracking-wide text-slate-500 uppercase">{label}</h2>
      <FactList facts={facts} className="mt-3 gap-y-4 sm:grid-cols-2 xl:grid-cols-4" keepLines />
    </section>
  );
}

/** The jobs created from the request, each linking to its form ('Job created: {title}'). */
function CreatedJobs({ jobs }: { jobs: RequestJobLink[] }) {
  if (jobs.length === 0) return null;
  return (
    <ul aria-label="Jobs created from this request" className="space-y-1 text-sm">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link to={requestJobHref(job)} className="font-semibold text-brand-700 hover:underline">
            Job created: {job.title}
            {job.inTrash ? " (in the Trash)" : ""}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * An open staff request: every field the employer sent, 'Reply' (a mail to them), 'Call'
 * (their phone), 'Create Job from Request' (the job form, prefilled) with the jobs created
 * from it, and the inbox's marks and Delete.
 */
export function StaffRequestDetail({
  request,
  agencyName,
  spamReason,
  confirmingDelete,
  jobs,
  place,
}: {
  request: StaffRequestView;
  agencyName: string;
  spamReason: string | null;
  confirmingDelete: boolean;
  /** The jobs created from it (those in the Trash too). */
  jobs: RequestJobLink[];
  /** Its list (the tab and filter it was opened from), and its neighbours there. */
  place: MessagePlace;
}) {
  const reply = `mailto:${request.email}?subject=${encodeURIComponent(`Re: your staff request to ${agencyName}`)}`;
  const contact: Array<[string, React.ReactNode]> = [
    ["Contact", request.contact],
    [
      "Email",
      <a key="email" href={`mailto:${request.email}`} className="break-all text-brand-700 hover:underline">
        {request.email}
      </a>,
    ],
    ["Phone", request.phone || notGiven],
    ["Language", request.language],
  ];
  const order: Array<[string, React.ReactNode]> = [
    ["Positions Needed", request.positionsNeeded],
    ["Number of Workers", request.workers ?? notGiven],
    ["Category", request.category || notGiven],
    ["Start Date", request.startDate || notGiven],
    ["Duration", request.duration || notGiven],
    ["Shift", request.shift || notGiven],
    ["Work Location", request.workLocation || notGiven],
    ["Pay Rate", request.payRate || notGiven],
  ];
  return (
    <AdminPage>
      <MessageNav place={place} />

      <article aria-labelledby="request-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <header className="flex flex-col gap-4 p-5 sm:p-6">
          <RecordHeading id="request-title" title={request.company}>
            <span>
              Staff request
              {request.workers !== null
                ? ` for ${request.workers} ${request.workers === 1 ? "worker" : "workers"}`
                : ""}
              , received {request.received}
            </span>
            {request.handled ? <HandledBadge at={request.handled} by={request.handledBy} /> : null}
            {request.spam ? <SpamBadge /> : null}
          </RecordHeading>
          <div className="flex flex-wrap gap-2">
            <a href={reply} className={buttonStyles.primary}>
              Reply
            </a>
            {request.phoneE164 ? (
              <a href={`tel:${request.phoneE164}`} className={buttonStyles.secondary}>
                Call
              </a>
            ) : null}
            <Link to={jobFromRequestHref(request.id)} className={buttonStyles.secondary}>
              <PlusIcon />
              Create Job from Request
            </Link>
            <MarkButtons handled={request.handled !== null} spam={request.spam} />
            <DeleteLink href={inboxItemHref(request.id, place.view, { confirm: "delete" })} />
          </div>
          <CreatedJobs jobs={jobs} />
        </header>

        {confirmingDelete ? (
          <DeleteConfirmation
            noun="staff request"
            buttonLabel="Delete Request"
            cancelHref={inboxItemHref(request.id, place.view)}
          />
        ) : null}
        {spamReason ? (
          <SpamNote reason={spamReason} consequence="No notification was sent for it." className="mx-5 mb-5 sm:mx-6" />
        ) : null}

        <Facts label="The order" facts={order} />
        <Facts label="Contact" facts={contact} />
        <section aria-label="Details" className="border-t border-slate-200 p-5 sm:p-6">
          <h2 className="text-sm font-bold tracking-wide text-slate-500 uppercase">Details</h2>
          {request.details ? (
            <p className="mt-3 max-w-3xl text-base leading-relaxed break-words whitespace-pre-wrap text-slate-900">
              {request.details}
            </p>
          ) : (
            <p className="mt-3 text-sm text-slate-500">No details given.</p>
          )}
        </section>
      </article>
    </AdminPage>
  );
}
