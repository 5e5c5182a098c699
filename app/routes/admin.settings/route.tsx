import { randomUUID } from "node:crypto";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher, useNavigation } from "react-router";

import { AlertIcon, CheckCircleIcon } from "~/components/admin/icons";
import { AdminPage, AdminPageHeader, buttonStyles } from "~/components/admin/ui";
import { checkOnSubmit } from "~/components/admin/use-admin-form";
import { CheckboxField } from "~/components/form-fields";
import { contentEditor } from "~/features/content-lists/content-editor.server";
import { ListEditor } from "~/features/settings/list-editor";
import { ServerSection } from "~/features/settings/server-section";
import { serverSetup } from "~/features/settings/server-setup.server";
import { performSettingsAction, type SettingsActionData } from "~/features/settings/settings-action.server";
import { SettingsSection, SettingTextArea, SettingTextField } from "~/features/settings/settings-fields";
import {
  draftFromSettings,
  readSettingsDraft,
  validateSettingsDraft,
  type SettingsDraft,
} from "~/features/settings/settings-form";
import { getSiteSettings } from "~/features/settings/settings.server";
import {
  MAX_HOURS_LINES,
  MAX_OFFICES,
  MAX_PHONES,
  MAX_RETENTION_DAYS,
  MIN_APPLICATION_RETENTION_DAYS,
} from "~/features/settings/site-settings";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { formatCount } from "~/platform/format/format-count";
import type { FieldErrors } from "~/platform/forms/form-fields";

import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Settings", "Admin") },
];

export async function loader() {
  // A new version (after every save) starts the form again from what is saved.
  return { draft: draftFromSettings(await getSiteSettings()), version: randomUUID(), server: serverSetup() };
}

export function action({ request, context }: Route.ActionArgs) {
  return performSettingsAction(request, contentEditor(request, context));
}

const TEST_EMAIL_FORM = "send-test-email";

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && "name" in element && errors[String(element.name)]) {
      element.focus();
      return;
    }
  }
  // A list-wide message (too many rows): its fieldset.
  const list = Object.keys(errors).find((name) => !name.includes("."));
  if (list) form.querySelector<HTMLElement>(`#${list}-error`)?.scrollIntoView({ block: "center" });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as SettingsActionData | undefined;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/settings") === true;
  const returned = answer && (answer.kind === "invalid" || answer.kind === "draft") ? answer : undefined;
  const draft: SettingsDraft = returned?.draft ?? loaderData.draft;
  const formVersion = returned?.version ?? loaderData.version;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors: FieldErrors = clientErrors ?? (answer?.kind === "invalid" ? answer.fieldErrors : {});
  const errorCount = Object.keys(errors).length;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (answer?.kind === "invalid") focusFirstInvalid(formRef.current, answer.fieldErrors);
  }, [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const draft = readSettingsDraft(new FormData(event.currentTarget));
    checkOnSubmit(event, validateSettingsDraft(draft), setClientErrors, focusFirstInvalid);
  }

  return (
    <AdminPage>
      <AdminPageHeader
        title="Settings"
        description="The agency's details as the public website shows them, and the contact inbox. Saved settings show on the site at once."
      />

      {answer?.kind === "saved" && !clientErrors ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800"
        >
          <CheckCircleIcon className="size-5 shrink-0" />
          Settings saved. The public website shows them now.
        </p>
      ) : null}
      {errorCount > 0 ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          <AlertIcon className="size-5 shrink-0" />
          Nothing was saved: please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked below.
        </p>
      ) : null}
      {answer?.kind === "refused" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}

      <Form key={formVersion} ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        {/* The form's default button: Enter in a field saves (rather than press the first list button). */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          Save Settings
        </button>

        <SettingsSection
          id="identity"
          title="Agency"
          description="The name, lines and regions shown in the header, the footer and the page titles."
        >
          <SettingTextField
            name="agencyName"
            label="Agency Name"
            draft={draft}
            errors={errors}
            autoComplete="organization"
            hint="Its last word is the logo's small second line."
          />
          <div className="grid gap-5 md:grid-cols-2">
            <SettingTextField
              name="tagline"
              label="Tagline"
              draft={draft}
              errors={errors}
              optional
              hint="The small capitals line, e.g. I WORK | YOU WORK | TEAM WORK."
            />
            <SettingTextField
              name="slogan"
              label="Slogan"
              draft={draft}
              errors={errors}
              optional
              hint="The home page's headline."
            />
          </div>
          <SettingTextArea
            name="serviceRegions"
            label="Service Regions"
            draft={draft}
            errors={errors}
            rows={3}
            hint="One per line, e.g. Louisiana. Pages say the agency serves these."
          />
        </SettingsSection>

        <SettingsSection
          id="spanish"
          title="Español"
          description="The Spanish pages' own lines (under /es). The agency's name is the same in both languages."
        >
          <div className="grid gap-5 md:grid-cols-2">
            <SettingTextField
              name="taglineSpanish"
              label="Tagline (Spanish)"
              draft={draft}
              errors={errors}
              optional
              hint="E.g. YO TRABAJO | TÚ TRABAJAS | TRABAJO EN EQUIPO."
            />
            <SettingTextField
              name="sloganSpanish"
              label="Slogan (Spanish)"
              draft={draft}
              errors={errors}
              optional
              hint="The Spanish home page's headline."
            />
          </div>
        </SettingsSection>

        <SettingsSection
          id="contact-details"
          title="Contact Details"
          description="Shown in the top bar, the mobile menu, the footer and the contact page."
        >
          <ListEditor
            list="phones"
            legend="Phone Numbers"
            description="A label and a number for each line; the first is the header's Call button."
            itemName="Phone"
            addLabel="Add Phone Number"
            emptyText="No phone numbers: the site shows no Call button."
            columns={[
              { field: "label", label: "Label", span: 5, placeholder: "Louisiana", maxLength: 40 },
              {
                field: "number",
                label: "Number",
                span: 7,
                inputMode: "tel",
                autoComplete: "off",
                placeholder: "(337) 555-0142",
                maxLength: 30,
              },
            ]}
            rows={draft.phones}
            max={MAX_PHONES}
            errors={errors}
          />
          <SettingTextField
            name="generalEmail"
            label="General Email"
            type="email"
            draft={draft}
            errors={errors}
            optional
            hint="Leave empty to show no email address."
          />
        </SettingsSection>

        <SettingsSection
          id="offices-and-hours"
          title="Offices and Hours"
          description="Listed on the contact page and in the footer, and given to search engines."
        >
          <ListEditor
            list="offices"
            legend="Offices"
            description="Each office has its own page under Our Offices (/locations), listed on the contact page and in the footer. Leave an office's Phone empty to show the main phone numbers there."
            itemName="Office"
            addLabel="Add Office"
            emptyText="No offices listed."
            columns={[
              { field: "name", label: "Office Name", span: 12, placeholder: "Louisiana Office", maxLength: 80 },
              { field: "street", label: "Street", span: 12, autoComplete: "off", optional: true, maxLength: 120 },
              { field: "city", label: "City", span: 6, maxLength: 60 },
              { field: "state", label: "State", span: 2, placeholder: "LA", maxLength: 2 },
              { field: "zip", label: "ZIP", span: 4, inputMode: "numeric", optional: true, maxLength: 10 },
              {
                field: "phone",
                label: "Phone",
                span: 6,
                inputMode: "tel",
                optional: true,
                placeholder: "(337) 555-0142",
                maxLength: 30,
              },
            ]}
            rows={draft.offices}
            max={MAX_OFFICES}
            errors={errors}
          />
          <ListEditor
            list="hours"
            legend="Business Hours"
            description="One line per group of days, e.g. Mon-Fri and 8:00 AM-5:00 PM, or Sat-Sun and Closed."
            itemName="Line"
            addLabel="Add Hours Line"
            emptyText="No business hours shown."
            columns={[
              { field: "days", label: "Days", span: 5, placeholder: "Mon-Fri", maxLength: 40 },
              { field: "hours", label: "Hours", span: 7, placeholder: "8:00 AM-5:00 PM", maxLength: 40 },
            ]}
            rows={draft.hours}
            max={MAX_HOURS_LINES}
            errors={errors}
          />
        </SettingsSection>

        <SettingsSection
          id="links"
          title="Links"
          description="Addresses start with https://. An empty social link hides its icon; an empty site link hides its menu entries."
        >
          <fieldset className="min-w-0">
            <legend className="text-base font-bold text-brand-900">Social Links</legend>
            <div className="mt-3 grid gap-5 md:grid-cols-2">
              <SettingTextField
                name="facebookUrl"
                label="Facebook URL"
                type="url"
                draft={draft}
                errors={errors}
                optional
              />
              <SettingTextField
                name="linkedinUrl"
                label="LinkedIn URL"
                type="url"
                draft={draft}
                errors={errors}
                optional
              />
              <SettingTextField name="xUrl" label="X URL" type="url" draft={draft} errors={errors} optional />
              <SettingTextField
                name="instagramUrl"
                label="Instagram URL"
                type="url"
                draft={draft}
                errors={errors}
                optional
              />
            </div>
          </fieldset>
          <fieldset id="external-links" className="min-w-0 scroll-mt-4">
            <legend className="text-base font-bold text-brand-900">External Links</legend>
            <div className="mt-3 grid gap-5 md:grid-cols-2">
              <SettingTextField
                name="onlineApplicationUrl"
                label="Online Application URL"
                type="url"
                draft={draft}
                errors={errors}
                optional
              />
              <SettingTextField
                name="jobBoardUrl"
                label="Job Board URL"
                type="url"
                draft={draft}
                errors={errors}
                optional
              />
              <SettingTextField
                name="employeePortalUrl"
                label="Employee Portal URL"
                type="url"
                draft={draft}
                errors={errors}
                optional
              />
            </div>
          </fieldset>
          <ViewMoreInfoChoice value={draft.viewMoreInfo} error={errors.viewMoreInfo} />
        </SettingsSection>

        <SettingsSection
          id="job-board"
          title="Job Board"
          description="Off, 'BROWSE JOBS' and 'ONLINE APPLICATION' lead to the Job Board URL and the Online Application URL. On, they lead to this site's job board (Jobs in the admin), in the same tab."
        >
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <CheckboxField
              name="jobBoardEnabled"
              label="Use this site's job board"
              hint="The job board's pages, its feed for job sites and its entries in the sitemap appear only while this is on."
              defaultChecked={draft.jobBoardEnabled}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          id="contact-inbox"
          title="Contact Inbox"
          description="Off, the contact form sends nothing (it only thanks the visitor). On, each message is kept in the Inbox and staff are notified by email."
        >
          <InboxSwitch defaultChecked={draft.inboxEnabled} />
          <div className="grid gap-5 md:grid-cols-2">
            <SettingTextField
              name="notificationEmail"
              label="Notification Email"
              type="email"
              draft={draft}
              errors={errors}
              optional
              hint="Where new messages are announced. Empty: the General Email."
            />
            <SettingTextField
              name="retentionDays"
              label="Keep messages for (days)"
              draft={draft}
              errors={errors}
              inputMode="numeric"
              hint={`Older messages are deleted automatically (1 to ${formatCount(MAX_RETENTION_DAYS)}).`}
              className="max-w-40"
            />
          </div>
          <div className="grid gap-5 md:grid-cols-2">
            <SettingTextField
              name="requestReceivedMessage"
              label="Request Received message"
              draft={draft}
              errors={errors}
              hint="Shown under 'Request Received' once an employer sends a staff request."
            />
            <SettingTextField
              name="requestReceivedMessageEs"
              label="Request Received message (Spanish)"
              draft={draft}
              errors={errors}
              hint="The same sentence on the Spanish page."
            />
          </div>
          <TestEmailButton answer={answer} />
        </SettingsSection>

        <SettingsSection
          id="applications"
          title="Applications"
          description="Applications sent with this site's apply pages: where staff are told of each one, and how long they are kept."
        >
          <div className="grid gap-5 md:grid-cols-2">
            <SettingTextField
              name="applicationsEmail"
              label="Applications Email"
              type="email"
              draft={draft}
              errors={errors}
              optional
              hint="Where each new application is announced. Empty: the Notification Email (else the General Email)."
            />
            <SettingTextField
              name="applicationRetentionDays"
              label="Keep applications for (days)"
              draft={draft}
              errors={errors}
              inputMode="numeric"
              hint={`At least ${MIN_APPLICATION_RETENTION_DAYS} days: US employers and employment agencies must keep applications for a year (29 CFR 1602.14 and 1627.4). Counted from the last stage change; applications marked 'Keep this application' stay.`}
              className="max-w-40"
            />
          </div>
        </SettingsSection>

        <ServerSection setup={loaderData.server} />

        {/* Stays in view at the bottom of the window while the form is long. */}
        <div className="sticky bottom-0 z-10 flex items-center justify-between gap-4 rounded-t-lg border border-b-0 border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-6px_16px_-8px_rgba(15,23,42,0.18)] backdrop-blur sm:px-6">
          <p className="hidden text-sm text-slate-600 sm:block">
            Changes show on the public website as soon as they are saved.
          </p>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className={`${buttonStyles.primary} w-full sm:w-auto`}
          >
            {saving ? "Saving..." : "Save Settings"}
          </button>
        </div>
      </Form>
      <TestEmailForm />
    </AdminPage>
  );
}

const viewMoreInfoOptions = [
  {
    value: "none",
    label: "Nothing",
    hint: "The button stays on the service pages and does nothing (as the site was built).",
  },
  {
    value: "jobBoard",
    label: "The job board",
    hint: "This site's job board when it is on; else the Job Board URL, in a new tab.",
  },
  {
    value: "jobsInCategory",
    label: "Jobs in this category",
    hint: "This site's job board, showing the service's open jobs. Does nothing while the job board is off.",
  },
  { value: "contact", label: "The contact page", hint: "Opens Contact Us with the service named in the message." },
] as const;

function ViewMoreInfoChoice({ value, error }: { value: string; error?: string }) {
  return (
    <fieldset
      id="view-more-info"
      className="min-w-0 scroll-mt-4"
      aria-describedby={error ? "viewMoreInfo-error" : undefined}
    >
      <legend className="text-base font-bold text-brand-900">View More Info links to</legend>
      <p className="mt-1 text-sm text-slate-600">The button under each position listed on the service pages.</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        {viewMoreInfoOptions.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="viewMoreInfo"
              value={option.value}
              defaultChecked={value === option.value}
              aria-describedby={`viewMoreInfo-${option.value}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-800">{option.label}</span>
              <span id={`viewMoreInfo-${option.value}-hint`} className="mt-0.5 block text-sm text-slate-600">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="viewMoreInfo-error" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

function InboxSwitch({ defaultChecked }: { defaultChecked: boolean }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <CheckboxField
        name="inboxEnabled"
        label="Deliver contact messages to staff"
        hint="The form then says under it that messages are kept to answer them and deleted after the period below."
        defaultChecked={defaultChecked}
      />
    </div>
  );
}

/** 'Send Test Email' sits in the inbox section but posts a form of its own (it saves nothing). */
function TestEmailButton({ answer }: { answer: SettingsActionData | undefined }) {
  const fetcher = useFetcher<SettingsActionData>({ key: TEST_EMAIL_FORM });
  const busy = fetcher.state !== "idle";
  // With JavaScript the fetcher's answer; without it, the page's own (the form posted the page).
  const answered = fetcher.data ?? answer;
  const result = answered?.kind === "test-email" ? answered : undefined;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:gap-4">
      <button type="submit" form={TEST_EMAIL_FORM} disabled={busy} className={`${buttonStyles.secondary} shrink-0`}>
        {busy ? "Sending..." : "Send Test Email"}
      </button>
      <div role="status" className="text-sm">
        {result ? (
          <p className={result.ok ? "text-green-800" : "font-medium text-red-700"}>{result.message}</p>
        ) : (
          <p className="text-slate-600">
            Sends a message to the saved notification address, to check that mail arrives.
          </p>
        )}
      </div>
    </div>
  );
}

function TestEmailForm() {
  const fetcher = useFetcher<SettingsActionData>({ key: TEST_EMAIL_FORM });
  return (
    <fetcher.Form id={TEST_EMAIL_FORM} method="post" hidden>
      <input type="hidden" name="intent" value="test-email" />
    </fetcher.Form>
  );
}
