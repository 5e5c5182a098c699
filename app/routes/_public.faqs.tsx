import { data } from "react-router";

import { FaqAccordion } from "~/features/faqs/faq-accordion";
import { faqPageJsonLd } from "~/features/faqs/faq-json-ld";
import { faqTextFor } from "~/features/faqs/faq-language";
import { listPublishedFaqs } from "~/features/faqs/faq.server";
import { m } from "~/features/faqs/messages/faqs";
import { serializeJsonLd } from "~/features/seo/json-ld";
import { JsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { PageHeader } from "~/features/site/page-header";
import { logError } from "~/platform/http/describe-error.server";
import { localeFromPathname } from "~/platform/i18n/locale";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { renderMarkdown } from "~/platform/markdown/render-markdown.server";

import type { Route } from "./+types/_public.faqs";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  try {
    // Answers are Markdown, rendered here: the page receives HTML and no Markdown code. Under
    // the h3 question, an answer's "## heading" is an h4. A FAQ without Spanish text shows in English on /es.
    const faqs = (await listPublishedFaqs()).map((faq) => {
      const { text, inEnglish } = faqTextFor(locale, faq);
      const { id, category } = faq;
      return {
        id,
        question: text.question,
        answerHtml: renderMarkdown(text.answer, { topHeadingLevel: 4 }),
        category,
        inEnglish,
      };
    });
    return data({ faqs });
  } catch (error) {
    // A failed read is logged and the list shows empty. 503 keeps the
    // empty page out of caches and search results until the database answers again.
    logError("faqs: could not load the published FAQs", error);
    return data({ faqs: [] }, { status: 503, headers: { "Retry-After": "30" } });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.site_link_faqs(),
    description: m.faqs_description({ agency: site.agencyName }),
    path: "/faqs",
  });
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  return (
    <>
      {/* Built here from the FAQs the page has anyway: as loader data it would travel twice.
          schema.org's Answer text may carry HTML (links, lists): the rendered answer as it is. */}
      {faqs.length > 0 ? (
        <JsonLd
          json={serializeJsonLd(
            faqPageJsonLd(faqs.map(({ question, answerHtml }) => ({ question, answer: answerHtml }))),
          )}
        />
      ) : null}
      <PageHeader eyebrow={m.faqs_eyebrow()} title={m.faqs_title()}>
        <p>{m.faqs_intro()}</p>
      </PageHeader>

      <div className="site-container py-12 sm:py-16">
        <div className="mx-auto max-w-4xl">
          <h2 className="sr-only">{m.faqs_list()}</h2>
          {faqs.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center text-lg text-slate-600">
              {m.faqs_empty()}
            </p>
          ) : (
            <FaqAccordion faqs={faqs} />
          )}

          <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <h2 className="text-xl font-bold text-brand-900">{m.faqs_more()}</h2>
              <p className="mt-1 text-slate-600">{m.faqs_more_text()}</p>
            </div>
            <LocalizedLink
              to="/contact"
              className="shrink-0 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {m.site_contact_us()}
            </LocalizedLink>
          </div>
        </div>
      </div>
    </>
  );
}
