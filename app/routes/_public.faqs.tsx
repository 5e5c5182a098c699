import { useState } from "react";
import { data } from "react-router";

import { FaqAccordion, type FaqItem } from "~/features/faqs/faq-accordion";
import { faqPageJsonLd } from "~/features/faqs/faq-json-ld";
import { faqTextFor } from "~/features/faqs/faq-language";
import { FAQ_SEARCH_PARAMS, groupFaqs, readFaqQuery, searchFaqs } from "~/features/faqs/faq-search";
import { FaqSearchForm } from "~/features/faqs/faq-search-form";
import { listPublishedFaqs } from "~/features/faqs/faq.server";
import { m } from "~/features/faqs/messages/faqs";
import { serializeJsonLd } from "~/features/seo/json-ld";
import { JsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { PageHeader } from "~/features/site/page-header";
import { pageSearchesQuery } from "~/platform/cache/page-cache.server";
import { logError } from "~/platform/http/describe-error.server";
import { localeFromPathname } from "~/platform/i18n/locale";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { renderMarkdown } from "~/platform/markdown/render-markdown.server";

import type { Route } from "./+types/_public.faqs";

// A search sent without JavaScript (?q=): the cache keeps one entry per query, as for /jobs.
export const middleware: Route.MiddlewareFunction[] = [pageSearchesQuery(FAQ_SEARCH_PARAMS)];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  // Every FAQ, whatever the query: the page filters them (on the server for the first render,
  // then in the browser as the visitor types), and its FAQPage data describes them all.
  const q = readFaqQuery(url.searchParams);
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
    return data({ faqs, q });
  } catch (error) {
    // A failed read is logged and the list shows empty. 503 keeps the
    // empty page out of caches and search results until the database answers again.
    logError("faqs: could not load the published FAQs", error);
    return data({ faqs: [], q }, { status: 503, headers: { "Retry-After": "30" } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.site_link_faqs(),
    description: m.faqs_description({ agency: site.agencyName }),
    path: "/faqs",
    // One indexed page: a search's results are for the visitor who asked.
    noindex: Boolean(loaderData?.q),
  });
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { faqs, q } = loaderData;
  return (
    <>
      {/* Built here from the FAQs the page has anyway: as loader data it would travel twice.
          schema.org's Answer text may carry HTML (links, lists): the rendered answer as it is.
          Only on the page search engines index: a search's page (noindex) has none. */}
      {faqs.length > 0 && !q ? (
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
          {faqs.length === 0 ? (
            <>
              <h2 className="sr-only">{m.faqs_list()}</h2>
              <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center text-lg text-slate-600">
                {m.faqs_empty()}
              </p>
            </>
          ) : (
            // A new ?q= (a link, the browser's Back) starts the search again from the address.
            <SearchableFaqs key={q} faqs={faqs} initialQuery={q} />
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

/** The search box and the questions it finds, under their categories when the FAQs have any. */
function SearchableFaqs({ faqs, initialQuery }: { faqs: FaqItem[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const found = searchFaqs(faqs, query);
  // Grouped as soon as one FAQ has a category, whatever the search finds: the page keeps its layout.
  const grouped = faqs.some((faq) => faq.category?.trim());
  return (
    <>
      <FaqSearchForm query={query} onQuery={setQuery} matches={found.length} total={faqs.length} />
      {grouped ? null : <h2 className="sr-only">{m.faqs_list()}</h2>}
      {found.length > 0 ? <FaqAccordion groups={groupFaqs(found)} grouped={grouped} /> : null}
      {query.trim() ? (
        <p className="mt-6">
          <LocalizedLink
            to="/faqs"
            // With JavaScript, clearing the box is enough: the questions are all on the page.
            onClick={(event) => {
              event.preventDefault();
              setQuery("");
            }}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {m.faqs_search_clear()}
          </LocalizedLink>
        </p>
      ) : null}
    </>
  );
}
