import { Link } from "react-router";

import { MarkdownEditor } from "~/components/admin/markdown-editor";
import { CheckboxField, SelectField, TextField, WholeNumberField } from "~/components/form-fields";
import { ContentForm, type ContentFormProps } from "~/features/content-lists/content-form";
import { agencyToday } from "~/platform/format/agency-time";
import { fieldBinder, type FieldErrors } from "~/platform/forms/form-fields";

import { staffRequestHref } from "./job-from-request";
import { employmentTypes, jobCategories, jobHours, MAX_SCREENING_QUESTIONS, payPeriods, usStates } from "./job-options";
import { centsToDollars, type JobRow } from "./job-row";
import { jobFields, jobFormSchema } from "./job-schema";

const choose = { value: "", label: "Choose…" };
const optionsOf = (values: Record<string, string>) =>
  Object.entries(values).map(([value, label]) => ({ value, label }));

const sectionClass = "space-y-5 rounded-lg border border-slate-200 p-4 sm:p-5";
const legendClass = "px-1 text-base font-bold text-slate-900";

/**
 * 'Create New Job', or 'Edit Job' with the job's values: what, where, pay and shift, the
 * Markdown description and requirements (with the posts' editor and preview), up to five
 * screening questions, the Spanish texts, the client, the reference number and the dates.
 * An expired job's 'Reopen' opens it with 'Closes On' required. A new job from a staff
 * request ('Create Job from Request') opens with the request's values and carries its id.
 */
export function JobForm({ initial, ...props }: ContentFormProps<JobRow>) {
  const job = props.editing;
  // The job's values, or a new job's first ones (empty when none).
  const values: Partial<JobRow> | null = job ?? initial ?? null;
  const fromRequest = !job && values?.staffRequestId ? values.staffRequestId : null;
  return (
    <ContentForm
      {...props}
      noun={{ title: "Job", inSentence: "job" }}
      schema={jobFormSchema}
      draftId={fromRequest ? `from-request-${fromRequest}` : undefined}
    >
      {(errors) => {
        const field = fieldBinder(values, errors);
        return (
          <>
            {values?.staffRequest ? (
              <p className="text-sm">
                <Link
                  to={staffRequestHref(values.staffRequest.id)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  From staff request: {values.staffRequest.company}
                </Link>
              </p>
            ) : null}
            {fromRequest ? <input type="hidden" name={jobFields.staffRequestId} value={fromRequest} /> : null}
            {job?.reopening ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                This job has expired. Choose a new &apos;Closes On&apos; date and save to reopen it.
                <input type="hidden" name={jobFields.reopen} value="on" />
              </p>
            ) : null}
            <TextField label="Job Title" {...field("title")} required />
            <div className="grid gap-5 sm:grid-cols-3">
              <SelectField
                label="Category"
                {...field("category")}
                options={[choose, ...jobCategories.map(({ slug, title }) => ({ value: slug, label: title }))]}
                required
              />
              <SelectField
                label="Employment Type"
                {...field("employmentType")}
                options={[choose, ...optionsOf(employmentTypes)]}
                required
              />
              <SelectField
                label="Hours"
                {...field("hours")}
                options={[{ value: "", label: "Not said" }, ...optionsOf(jobHours)]}
                hint="Required for Direct Hire."
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField label="City" {...field("city")} autoComplete="off" required />
              <SelectField
                label="State"
                {...field("state")}
                defaultValue={values?.state || "LA"}
                options={usStates.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }))}
                required
              />
              <TextField
                label="ZIP Code"
                {...field("zip")}
                inputMode="numeric"
                maxLength={5}
                autoComplete="off"
                hint="For distance searches."
                optional
              />
            </div>
            <PayFields job={values} errors={errors} />
            <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
              <TextField
                label="Shift"
                {...field("shift")}
                hint="For example 'Nights, 6 PM-6 AM' or '14 on / 14 off'."
                optional
              />
              <WholeNumberField label="Openings" {...field("openings", 1)} min={1} max={999} />
            </div>
            <MarkdownEditor label="Description" {...field("description")} required />
            <MarkdownEditor label="Requirements" {...field("requirements")} rows={5} />
            <ScreeningQuestions job={values} errors={errors} />
            <fieldset className={sectionClass} lang="es">
              <legend className={legendClass}>Español</legend>
              <p className="text-sm text-slate-600" lang="en">
                Shown on the Spanish pages. Without a Spanish title the job shows there in English.
              </p>
              <TextField label="Job Title (Spanish)" {...field("titleEs")} optional />
              <MarkdownEditor label="Description (Spanish)" {...field("descriptionEs")} rows={6} />
              <MarkdownEditor label="Requirements (Spanish)" {...field("requirementsEs")} rows={4} />
            </fieldset>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Client Name" {...field("clientName")} hint="Internal." optional />
              <TextField
                label="Reference Number"
                {...field("referenceNumber")}
                autoCapitalize="characters"
                spellCheck={false}
                hint="Leave empty to generate one."
                optional
              />
            </div>
            <CheckboxField
              label="Show the client's name on the site"
              {...field.checkbox("showClientName")}
              hint="Unticked, the posting says 'Confidential client'."
            />
            <div className={sectionClass}>
              <TextField
                label="Closes On"
                {...field("closesOn")}
                type="date"
                min={job?.reopening ? agencyToday() : undefined}
                className="sm:max-w-xs"
                hint="The last day the job is open. Empty: 30 days after publishing."
                required={job?.reopening}
                optional={!job?.reopening}
              />
              <CheckboxField
                label="Published"
                {...field.checkbox("isPublished")}
                hint="Published jobs appear on the job board until they close."
              />
            </div>
          </>
        );
      }}
    </ContentForm>
  );
}

function PayFields({ job, errors }: { job: Partial<JobRow> | null; errors: FieldErrors }) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <TextField
        label="Pay From"
        name={jobFields.payFrom}
        inputMode="decimal"
        defaultValue={centsToDollars(job?.payFromCents ?? null)}
        error={errors.payFrom}
        hint="Dollars, e.g. 16.50 or 45000."
        optional
      />
      <TextField
        label="Pay To"
        name={jobFields.payTo}
        inputMode="decimal"
        defaultValue={centsToDollars(job?.payToCents ?? null)}
        error={errors.payTo}
        optional
      />
      <SelectField
        label="Pay Period"
        name={jobFields.payPeriod}
        defaultValue={job?.payPeriod ?? ""}
        error={errors.payPeriod}
        options={[{ value: "", label: "No pay given" }, ...optionsOf(payPeriods)]}
      />
    </div>
  );
}

function ScreeningQuestions({ job, errors }: { job: Partial<JobRow> | null; errors: FieldErrors }) {
  const saved = job?.screeningQuestions ?? [];
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>Screening Questions</legend>
      <p className="text-sm text-slate-600">
        Up to {MAX_SCREENING_QUESTIONS} yes/no questions applicants answer, each with the answer that qualifies. For
        example &apos;Do you hold a valid CDL-A?&apos; / Yes.
      </p>
      {Array.from({ length: MAX_SCREENING_QUESTIONS }, (_, index) => {
        const number = index + 1;
        const question = `screeningQuestion${number}` as const;
        const answer = `screeningAnswer${number}` as const;
        return (
          <div key={number} className="grid gap-3 sm:grid-cols-[1fr_12rem]">
            <TextField
              label={`Question ${number}`}
              name={question}
              defaultValue={saved[index]?.question ?? ""}
              error={errors[question]}
              optional
            />
            <SelectField
              label={`Answer that qualifies ${number}`}
              name={answer}
              defaultValue={saved[index]?.qualifyingAnswer ?? ""}
              error={errors[answer]}
              options={[
                { value: "", label: "Choose…" },
                { value: "yes", label: "Yes" },
                { value: "no", label: "No" },
              ]}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
