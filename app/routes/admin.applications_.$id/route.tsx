import { Form, Link, useNavigation } from "react-router";

import { FactList, RecordHeading, SpamBadge, SpamNote } from "~/components/admin/fact-list";
import { ArrowLeftIcon, TrashIcon } from "~/components/admin/icons";
import { AdminPage, buttonStyles } from "~/components/admin/ui";
import { controlClass } from "~/components/form-fields";
import {
  applicationIdOf,
  applicationPageAction,
  loadApplicationPage,
  type ApplicationActionData,
  type ApplicationPageData,
} from "~/features/applications/application-page.server";
import { applicationStages, stageKeys } from "~/features/applications/application-stages";
import { StageBadge } from "~/features/applications/stage-badge";
import { contentEditor } from "~/features/content-lists/content-editor.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";

import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: titleWith(
      agencyNameFromMatches(matches),
      loaderData ? `Application: ${loaderData.application.job.label}` : "Application",
      "Admin",
    ),
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const application = await loadApplicationPage(applicationIdOf(params));
  const confirm = new URL(request.url).searchParams.get("confirm");
  return { application, confirming: confirm === "delete" || confirm === "delete-all" ? confirm : null };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return applicationPageAction(request, applicationIdOf(params), contentEditor(request, context));
}

const sectionClass = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const headingClass = "text-lg font-bold text-brand-900";
const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-red-200 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application, confirming } = loaderData;
  const answer = actionData as ApplicationActionData | undefined;
  const listHref = application.spam ? "/admin/applications?view=spam" : "/admin/applications";
  return (
    <AdminPage>
      <Link
        to={listHref}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon />
        Back to {application.spam ? "Spam" : "Applications"}
      </Link>

      {answer && !answer.field ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          {answer.error}
        </p>
      ) : null}

      <article aria-labelledby="application-title" className="space-y-6">
        <Person application={application} />
        {confirming === "delete" ? <DeleteConfirmation /> : null}
        {confirming === "delete-all" ? <DeleteAllConfirmation onHold={application.legalHold} /> : null}
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <Answers application={application} />
            <Resume application={application} />
          </div>
          <div className="space-y-6">
            <StageSection application={application} error={answer?.field === "stage" ? answer.error : undefined} />
            <Notes application={application} error={answer?.field === "note" ? answer.error : undefined} />
            <Records application={application} />
            <OtherApplications application={application} />
          </div>
        </div>
      </article>
    </AdminPage>
  );
}

function Person({ application }: { application: ApplicationPageData }) {
  const facts: Array<[string, React.ReactNode]> = [
    [
      "Email",
      application.email ? (
        <a href={`mailto:${application.email}`} className="break-words text-brand-700 hover:underline">
          {application.email}
        </a>
      ) : (
        <span className="text-slate-500">Not given</span>
      ),
    ],
    [
      "Phone",
      application.phone ? (
        <a href={`tel:${application.phoneE164}`} className="whitespace-nowrap text-brand-700 hover:underline">
          {application.phone}
        </a>
      ) : (
        <span className="text-slate-500">Not given</span>
      ),
    ],
    ["ZIP Code", application.zip || <span className="text-slate-500">Not given</span>],
    [
      "Job",
      application.job.href ? (
        <a href={application.job.href} className="text-brand-700 hover:underline">
          {application.job.label}
        </a>
      ) : (
        application.job.label
      ),
    ],
    ["Received", application.received],
    ["Language", application.language],
  ];
  return (
    <header className={sectionClass}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <RecordHeading id="application-title" title={application.name} lineClassName="mt-2">
          <StageBadge stage={application.stage} />
          {application.meetsScreening ? null : (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/20 ring-inset">
              Does not meet
            </span>
          )}
          {application.receivedAfterClosing ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
              Received after closing
            </span>
          ) : null}
          {application.legalHold ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-500/20 ring-inset">
              Kept (legal hold)
            </span>
          ) : null}
          {application.spam ? <SpamBadge /> : null}
        </RecordHeading>
        <div className="flex flex-wrap gap-2">
          <SpamButton spam={application.spam} />
          <Link to="?confirm=delete" replace className={dangerButton}>
            <TrashIcon />
            Delete Application
          </Link>
        </div>
      </div>
      {application.spamReason ? (
        <SpamNote reason={application.spamReason} consequence="No mail was sent for it." className="mt-4" />
      ) : null}
      <FactList facts={facts} className="mt-5 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" />
    </header>
  );
}

function SpamButton({ spam }: { spam: boolean }) {
  const intent = spam ? "not-spam" : "spam";
  const busy = useBusy(intent);
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} disabled={busy} className={buttonStyles.secondary}>
        {busy ? "Moving..." : spam ? "Not Spam" : "Mark as Spam"}
      </button>
    </Form>
  );
}

function Answers({ application }: { application: ApplicationPageData }) {
  const general = application.job.id === null;
  return (
    <section aria-labelledby="answers-title" className={sectionClass}>
      <h2 id="answers-title" className={headingClass}>
        Answers
      </h2>
      {application.answers.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200 text-sm">
          {application.answers.map((answer, index) => (
            <li
              key={index}
              className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <span className="text-slate-800">{answer.question}</span>
              <span className="flex shrink-0 items-center gap-2">
                <span className="font-semibold text-slate-900">{answer.answer === "yes" ? "Yes" : "No"}</span>
                {answer.meets ? null : <span className="text-xs font-semibold text-red-800">Does not meet</span>}
              </span>
            </li>
          ))}
        </ul>
      ) : general ? null : (
        <p className="mt-2 text-sm text-slate-600">The job asks no screening questions.</p>
      )}
      {general ? (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-600">Jobs I&apos;m interested in</dt>
            <dd className="mt-0.5 text-slate-900">{application.interests.join(", ") || "None chosen"}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">Where would you like to work?</dt>
            <dd className="mt-0.5 text-slate-900">{application.preferredLocation || "Not given"}</dd>
          </div>
        </dl>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold text-slate-600">Message</h3>
      <p className="mt-1 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-900">
        {application.message || <span className="text-slate-500">No message.</span>}
      </p>
      <h3 className="mt-5 text-sm font-semibold text-slate-600">Text me about my application</h3>
      {application.textConsent ? (
        <p className="mt-1 text-sm text-slate-900">
          Yes, on {application.textConsent.at}. They read: &ldquo;{application.textConsent.sentence}&rdquo;
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-900">No</p>
      )}
    </section>
  );
}

function Resume({ application }: { application: ApplicationPageData }) {
  const { resume } = application;
  return (
    <section aria-labelledby="resume-title" className={sectionClass}>
      <h2 id="resume-title" className={headingClass}>
        Resume
      </h2>
      {resume ? (
        <>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 text-sm text-slate-700">
              <span className="font-semibold break-all text-slate-900">{resume.fileName}</span>
              <span className="block">
                {resume.kind}, {resume.size}
              </span>
            </p>
            {/* A plain link: the file comes as a download, never shown in the admin's page. */}
            <a href={`/admin/applications/${application.id}/resume`} className={buttonStyles.primary}>
              Download Resume
            </a>
          </div>
          <h3 className="mt-5 text-sm font-semibold text-slate-600">Resume text</h3>
          {resume.text ? (
            <div className="mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {resume.text}
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              {resume.textStatus === "pending"
                ? "The text is being read; reload the page in a moment."
                : resume.textStatus === "failed"
                  ? "The text of this file could not be read. Download it to see it."
                  : "This kind of file has no text to search. Download it to see it."}
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No resume was sent.</p>
      )}
    </section>
  );
}

function StageSection({ application, error }: { application: ApplicationPageData; error?: string }) {
  const busy = useBusy("stage");
  return (
    <section aria-labelledby="stage-title" className={sectionClass}>
      <h2 id="stage-title" className={headingClass}>
        Stage and History
      </h2>
      <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="application-stage" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Stage
          </label>
          <select
            id="application-stage"
            name="stage"
            defaultValue={application.stage}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "application-stage-error" : undefined}
            className={controlClass}
          >
            {stageKeys.map((stage) => (
              <option key={stage} value={stage}>
                {applicationStages[stage]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="stage" disabled={busy} className={buttonStyles.primary}>
          {busy ? "Saving..." : "Update Stage"}
        </button>
      </Form>
      {error ? (
        <p id="application-stage-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold text-slate-600">History</h3>
      {application.history.length > 0 ? (
        <ol className="mt-2 space-y-2 text-sm">
          {application.history.map((change) => (
            <li key={change.id} className="text-slate-800">
              <span className="font-semibold">
                {change.from} to {change.to}
              </span>
              <span className="block text-xs text-slate-600">
                {change.by}, {change.at}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Received {application.received}; the stage has not changed yet.</p>
      )}
    </section>
  );
}

function Notes({ application, error }: { application: ApplicationPageData; error?: string }) {
  const busy = useBusy("note");
  return (
    <section aria-labelledby="notes-title" className={sectionClass}>
      <h2 id="notes-title" className={headingClass}>
        Notes
      </h2>
      {application.notes.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {application.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.author}, {note.at}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The key clears the box once a note is saved (the note count changes). */}
      <Form key={application.notes.length} method="post" className="mt-4 space-y-3">
        <div>
          <label htmlFor="application-note" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Note
          </label>
          <textarea
            id="application-note"
            name="note"
            rows={3}
            maxLength={5000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "application-note-error" : undefined}
            className={controlClass}
          />
          {error ? (
            <p id="application-note-error" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value="note" disabled={busy} className={buttonStyles.secondary}>
          {busy ? "Saving..." : "Add Note"}
        </button>
      </Form>
    </section>
  );
}

function Records({ application }: { application: ApplicationPageData }) {
  const busy = useBusy("hold");
  return (
    <section aria-labelledby="records-title" className={sectionClass}>
      <h2 id="records-title" className={headingClass}>
        Records and privacy
      </h2>
      <Form method="post" className="mt-3 space-y-3">
        <div className="flex items-start gap-3">
          <input
            id="application-hold"
            name="legalHold"
            type="checkbox"
            defaultChecked={application.legalHold}
            aria-describedby="application-hold-hint"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
          />
          <div>
            <label htmlFor="application-hold" className="text-sm font-semibold text-slate-800">
              Keep this application
            </label>
            <p id="application-hold-hint" className="text-sm text-slate-600">
              A legal hold: it is not deleted when its retention period ends, nor by &lsquo;Delete All Data&rsquo;.
            </p>
          </div>
        </div>
        <button type="submit" name="intent" value="hold" disabled={busy} className={buttonStyles.secondary}>
          {busy ? "Saving..." : "Save Hold"}
        </button>
      </Form>
      <p className="mt-5 text-sm text-slate-600">
        The person&apos;s data on request: every application with the same email or phone, its notes and resumes.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={`/admin/applications/${application.id}/data`} className={buttonStyles.secondary}>
          Download All Data
        </a>
        <Link to="?confirm=delete-all" replace className={dangerButton}>
          Delete All Data
        </Link>
      </div>
    </section>
  );
}

function OtherApplications({ application }: { application: ApplicationPageData }) {
  return (
    <section aria-labelledby="others-title" className={sectionClass}>
      <h2 id="others-title" className={headingClass}>
        Other applications from this person
      </h2>
      {application.others.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 text-sm">
          {application.others.map((other) => (
            <li key={other.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <Link to={`/admin/applications/${other.id}`} className="font-semibold text-brand-700 hover:underline">
                  {other.job}
                </Link>
                <span className="block text-xs text-slate-600">{other.received}</span>
              </span>
              <StageBadge stage={other.stage} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">None with the same email or phone.</p>
      )}
    </section>
  );
}

function Confirmation({
  id,
  title,
  text,
  intent,
  confirmLabel,
  disabled,
}: {
  id: string;
  title: string;
  text: string;
  intent: string;
  confirmLabel: string;
  disabled?: boolean;
}) {
  const busy = useBusy(intent);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <h2 id={`${id}-title`} className="font-bold text-red-900">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-1 text-sm text-red-900">
        {text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {disabled ? null : (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value={intent}
              disabled={busy}
              // Focus lands here when the question appears (it follows the link that asked it).
              autoFocus
              className="inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
            >
              {busy ? "Deleting..." : confirmLabel}
            </button>
          </Form>
        )}
        <Link to="." replace className={buttonStyles.secondary}>
          Cancel
        </Link>
      </div>
    </div>
  );
}

function DeleteConfirmation() {
  return (
    <Confirmation
      id="delete"
      title="Delete Application"
      text="Are you sure you want to delete this application? This cannot be undone."
      intent="delete"
      confirmLabel="Delete Application"
    />
  );
}

function DeleteAllConfirmation({ onHold }: { onHold: boolean }) {
  return (
    <Confirmation
      id="delete-all"
      title="Delete All Data"
      text={
        onHold
          ? "This application is kept (legal hold): remove the hold before deleting this person's data."
          : "Are you sure you want to delete every application of this person (same email or phone), with their notes and resumes? This cannot be undone."
      }
      intent="delete-all"
      confirmLabel="Delete All Data"
      disabled={onHold}
    />
  );
}
