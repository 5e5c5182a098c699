import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import { countOpenJobsByCategory } from "~/features/jobs/job-search.server";
import { postTextFor } from "~/features/posts/post-language";
import { listPublishedPosts } from "~/features/posts/post.server";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { getSiteSettings } from "~/features/settings/settings.server";
import { m } from "~/features/site/messages/sitemap";
import { sitePages } from "~/features/site/navigation";
import { PageHeader } from "~/features/site/page-header";
import { serviceTitles } from "~/features/site/service-text.server";
import { useSiteData } from "~/features/site/site-data";
import { localeFromPathname } from "~/platform/i18n/locale";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { messageText } from "~/platform/i18n/messages";

import type { Route } from "./+types/_public.sitemap";

/** The newest articles the page lists; 'All news articles' leads to the rest (/news). */
const SITEMAP_ARTICLES = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const [posts, { jobBoardEnabled }] = await Promise.all([
    listPublishedPosts({ limit: SITEMAP_ARTICLES }),
    getSiteSettings(),
  ]);
  const openJobs = jobBoardEnabled ? await countOpenJobsByCategory() : null;
  // On /es, an article without Spanish text is listed by its English title (lang="en").
  return {
    articles: posts.map((post) => {
      const { text, inEnglish } = postTextFor(locale, post);
      return { slug: post.slug, title: text.title, inEnglish };
    }),
    services: serviceTitles().map(({ slug, title }) => ({ slug, title })),
    // With the job board on: its pages, and each category that has open jobs.
    jobs: openJobs
      ? serviceTitles()
          .filter(({ slug }) => openJobs.has(slug))
          .map(({ slug, title }) => ({ slug, title, count: openJobs.get(slug)! }))
      : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.site_link_site_map(),
    description: m.sitemap_description({ agency: site.agencyName }),
    path: "/sitemap",
  });
};

const linkClass = "text-brand-700 hover:text-brand-900 hover:underline";

function SitemapSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="border-b border-slate-200 pb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </section>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { articles, services, jobs } = loaderData;
  const { agency } = useSiteData();
  return (
    <>
      <PageHeader title={m.site_link_site_map()}>
        <p>{m.sitemap_intro()}</p>
      </PageHeader>
      <div className="site-container grid gap-10 py-12 sm:py-16 md:grid-cols-3">
        <SitemapSection id="sitemap-pages" title={m.sitemap_pages()}>
          {sitePages.map((page) => (
            <li key={page.to}>
              <LocalizedLink to={page.to} className={linkClass}>
                {messageText(page.message)}
              </LocalizedLink>
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-services" title={m.site_link_staffing_services()}>
          {services.map((category) => (
            <li key={category.slug}>
              <LocalizedLink to={`/services/${category.slug}`} className={linkClass}>
                {category.title}
              </LocalizedLink>
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-offices" title={m.sitemap_offices()}>
          <li>
            <LocalizedLink to="/locations" className={linkClass}>
              {m.site_link_our_offices()}
            </LocalizedLink>
          </li>
          {agency.offices.map((office) => (
            <li key={office.slug}>
              <LocalizedLink to={`/locations/${office.slug}`} className={linkClass}>
                {office.name}
              </LocalizedLink>
            </li>
          ))}
        </SitemapSection>
        {jobs ? (
          <SitemapSection id="sitemap-jobs" title={m.sitemap_jobs()}>
            <li>
              <LocalizedLink to="/jobs" className={linkClass}>
                {m.sitemap_browse_jobs()}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/apply" className={linkClass}>
                {m.sitemap_apply()}
              </LocalizedLink>
            </li>
            {jobs.map((category) => (
              <li key={category.slug}>
                <LocalizedLink to={`/jobs?category=${encodeURIComponent(category.slug)}`} className={linkClass}>
                  {m.sitemap_jobs_in({ category: category.title, count: category.count })}
                </LocalizedLink>
              </li>
            ))}
          </SitemapSection>
        ) : null}
        <SitemapSection id="sitemap-news" title={m.sitemap_articles()}>
          {articles.length === 0 ? (
            <li className="text-slate-600">{m.sitemap_no_articles()}</li>
          ) : (
            articles.map((article) => (
              <li key={article.slug} lang={article.inEnglish ? "en" : undefined}>
                <LocalizedLink to={`/news/${article.slug}`} className={linkClass}>
                  {article.title}
                </LocalizedLink>
                {article.inEnglish ? (
                  <>
                    {" "}
                    <InEnglishLabel />
                  </>
                ) : null}
              </li>
            ))
          )}
          {articles.length > 0 ? (
            <li>
              <LocalizedLink to="/news" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                {m.sitemap_all_news()}
              </LocalizedLink>
            </li>
          ) : null}
        </SitemapSection>
      </div>
    </>
  );
}
