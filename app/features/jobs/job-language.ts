import { hasSpanishText, textFor, type ShownText } from "~/features/content-lists/spanish-text";
import type { Locale } from "~/platform/i18n/locale";

/*
 * A job in two languages (docs/i18n.md, Content in two languages): it has Spanish text when
 * its 'Job Title (Spanish)' and 'Description (Spanish)' are filled, and 'Requirements
 * (Spanish)' too when it has requirements. Without it, /es pages show the English text,
 * marked as English, and the admin's table says 'Spanish: missing'.
 */

type JobTexts = { title: string; description: string; requirements: string } & Partial<{
  titleEs: string | null;
  descriptionEs: string | null;
  requirementsEs: string | null;
}>;

export function jobHasSpanish(job: JobTexts): boolean {
  const fields = [job.titleEs, job.descriptionEs];
  if (job.requirements.trim() !== "") fields.push(job.requirementsEs);
  return hasSpanishText(fields);
}

/** The title, description and requirements a page in `locale` shows (see textFor). */
export function jobTextFor(
  locale: Locale,
  job: JobTexts,
): ShownText<{ title: string; description: string; requirements: string }> {
  const spanish = jobHasSpanish(job)
    ? { title: job.titleEs!, description: job.descriptionEs!, requirements: job.requirementsEs ?? "" }
    : null;
  return textFor(locale, { title: job.title, description: job.description, requirements: job.requirements }, spanish);
}
