import { useId } from "react";

import {
  CheckedForm,
  describedBy,
  FieldError,
  FieldLabel,
  PublicField,
  SuccessPanel,
  useCheckedForm,
  type PublicFieldsFrame,
} from "~/features/site/public-form-parts";
import { useSiteData } from "~/features/site/site-data";
import { deferredModule } from "~/platform/document/deferred-module";

import {
  answerField,
  applicationFieldLimits,
  emptyApplicationValues,
  RESUME_ACCEPT,
  type ApplicationFieldErrors,
  type ApplicationValues,
} from "./application-form";
import { applicationProblemText } from "./application-problems";
import { applyProblemText, type ApplyActionData } from "./apply-answer";
import { m } from "./messages/applications";
import { textConsentSentenceNow } from "./text-consent";

/*
 * The apply form of /jobs/{slug}/apply and /apply: a real multipart form post, so it works
 * without JavaScript; with it, checked first in the browser with the server's own schema
 * (application-checks.ts, loaded once the page runs). A refused form comes back as it was
 * typed (the browser keeps the chosen file while the page stays). Sent, the page says
 * 'Application Received' with the person's first name and the job.
 */

const labelClass = "block text-sm font-semibold text-slate-800";

/** The form's rules (with zod), loaded once the page runs. */
const applicationChecks = deferredModule(() => import("./application-checks"));

type TextField = "firstName" | "lastName" | "email" | "phone" | "zip" | "message" | "preferredLocation";

function valuesOf(form: HTMLFormElement, questionCount: number): ApplicationValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    zip: text("zip"),
    message: text("message"),
    preferredLocation: text("preferredLocation"),
    answers: Array.from({ length: questionCount }, (_, index) => text(answerField(index))),
    textConsent: data.get("textConsent") !== null,
    interests: data.getAll("interests").filter((value): value is string => typeof value === "string"),
  };
}

export interface ApplyJob {
  title: string;
  questions: string[];
}

/** A category's slug and name in the page's language (the loader reads the names on the server). */
export interface ApplyCategory {
  slug: string;
  title: string;
}

export function ApplyForm({
  answer,
  job,
  categories,
}: {
  answer: ApplyActionData | undefined;
  job: ApplyJob | null;
  categories: readonly ApplyCategory[];
}) {
  const id = useId();
  const { agency } = useSiteData();
  const questions = job?.questions ?? [];
  const { errors, successRef, form } = useCheckedForm(answer, {
    checks: applicationChecks,
    check: (rules, element) => rules.validateApplication(valuesOf(element, questions.length), questions.length),
    focusFirst,
    // The resume's message is the server's: it stays until another file is sent.
    serverFields: ["resume"],
  });
  const sent = answer?.values ?? emptyApplicationValues;

  function focusFirst(found: ApplicationFieldErrors) {
    const order = [
      "firstName",
      "lastName",
      "email",
      "phone",
      "zip",
      ...questions.map((_, index) => answerField(index)),
      "resume",
      "message",
      "preferredLocation",
    ] as const;
    const first = order.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  const errorText = (field: keyof ApplicationFieldErrors) => {
    const code = errors[field];
    return code ? applicationProblemText(code) : undefined;
  };

  if (answer?.ok) {
    return (
      <SuccessPanel focusRef={successRef} role="status">
        <h2 className="mt-4 text-2xl font-extrabold text-green-900">{m.applications_success_heading()}</h2>
        <p className="mt-2 text-lg text-green-900">
          {answer.jobTitle
            ? m.applications_success_job({ name: answer.firstName, job: answer.jobTitle })
            : m.applications_success_general({ name: answer.firstName })}
        </p>
        {answer.updated ? <p className="mt-2 text-green-900">{m.applications_success_updated()}</p> : null}
        <p className="mt-2 max-w-prose text-green-900">{m.applications_success_next()}</p>
      </SuccessPanel>
    );
  }

  const fields: PublicFieldsFrame<TextField> = {
    id,
    values: sent,
    errorOf: errorText,
    limits: applicationFieldLimits,
    optionalText: m.applications_optional(),
  };
  const field = (name: TextField, label: string) => ({ frame: fields, name, label });
  const resumeId = `${id}-resume`;
  const resumeError = errorText("resume");
  const consentId = `${id}-textConsent`;
  return (
    <CheckedForm
      {...form}
      problem={answer?.problem ? applyProblemText[answer.problem]() : null}
      callText={m.applications_problem_call()}
      multipart
      // The fill-time token comes from the apply endpoint.
      tokenEndpoint="/api/apply"
      requiredNote={m.applications_required_note()}
      submitLabel={m.applications_submit()}
      sendingLabel={m.applications_sending()}
      retention={m.applications_retention()}
    >
      <PublicField {...field("firstName", m.applications_label_first_name())} required autoComplete="given-name" />
      <PublicField {...field("lastName", m.applications_label_last_name())} required autoComplete="family-name" />
      <p id={`${id}-contact-hint`} className="-mb-2 text-sm text-slate-600 sm:col-span-2">
        {m.applications_hint_contact()}
      </p>
      <PublicField
        {...field("email", m.applications_label_email())}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <PublicField {...field("phone", m.applications_label_phone())} type="tel" autoComplete="tel" inputMode="tel" />
      <PublicField {...field("zip", m.applications_label_zip())} autoComplete="postal-code" inputMode="numeric" />

      {questions.length > 0 ? (
        <fieldset className="space-y-4 sm:col-span-2">
          <legend className="mb-2 text-base font-bold text-brand-900">{m.applications_questions_heading()}</legend>
          {questions.map((question, index) => (
            <ScreeningQuestion
              key={index}
              id={`${id}-${answerField(index)}`}
              name={answerField(index)}
              question={question}
              sent={sent.answers[index] ?? ""}
              error={errorText(answerField(index))}
            />
          ))}
        </fieldset>
      ) : null}

      {job ? null : (
        <>
          <fieldset className="sm:col-span-2">
            <legend className={labelClass}>
              {m.applications_label_interests()}{" "}
              <span className="text-xs font-normal text-slate-600">({m.applications_optional()})</span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {categories.map((category) => (
                <label key={category.slug} className="flex items-center gap-2.5 text-slate-800">
                  <input
                    type="checkbox"
                    name="interests"
                    value={category.slug}
                    defaultChecked={sent.interests.includes(category.slug)}
                    className="size-5 shrink-0 rounded border-slate-300 accent-brand-700"
                  />
                  {category.title}
                </label>
              ))}
            </div>
          </fieldset>
          <PublicField
            {...field("preferredLocation", m.applications_label_location())}
            autoComplete="address-level2"
            hint={m.applications_hint_location()}
            wide
          />
        </>
      )}

      <div className="sm:col-span-2">
        <FieldLabel htmlFor={resumeId} label={m.applications_label_resume()} optionalText={m.applications_optional()} />
        <input
          id={resumeId}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-invalid={resumeError ? true : undefined}
          aria-describedby={describedBy(resumeId, { hint: true, error: resumeError })}
          className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white text-base text-slate-900 shadow-sm file:mr-4 file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600"
        />
        <p id={`${resumeId}-hint`} className="mt-1 text-sm text-slate-600">
          {m.applications_hint_resume()}
        </p>
        <FieldError inputId={resumeId} error={resumeError} />
      </div>

      <PublicField {...field("message", m.applications_label_message())} rows={4} wide />

      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 sm:col-span-2">
        <input
          id={consentId}
          name="textConsent"
          type="checkbox"
          defaultChecked={sent.textConsent}
          aria-describedby={`${consentId}-sentence`}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        <div>
          <label htmlFor={consentId} className={labelClass}>
            {m.applications_label_text_me()}
          </label>
          <p id={`${consentId}-sentence`} className="mt-0.5 text-sm text-slate-600">
            {textConsentSentenceNow(agency.name)}
          </p>
        </div>
      </div>
    </CheckedForm>
  );
}

function ScreeningQuestion({
  id,
  name,
  question,
  sent,
  error,
}: {
  id: string;
  name: string;
  question: string;
  sent: string;
  error: string | undefined;
}) {
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="rounded-lg border border-slate-200 p-4 aria-[describedby]:border-red-300"
    >
      <legend className="px-1 font-semibold text-slate-900">
        {question}{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      <div className="mt-1 flex gap-6">
        {(["yes", "no"] as const).map((value, index) => (
          <label key={value} className="flex min-h-11 items-center gap-2.5 text-base text-slate-800">
            <input
              // The first choice takes the question's id, so a message can lead focus to it.
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={value}
              required
              defaultChecked={sent === value}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-brand-700"
            />
            {value === "yes" ? m.applications_yes() : m.applications_no()}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
