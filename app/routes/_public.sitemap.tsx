import { Link } from "react-router";

import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import { postTextFor } from "~/features/posts/post-language";
import { listPublishedPosts } from "~/features/posts/post.server";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { sitePages } from "~/features/site/navigation";
import { PageHeader } from "~/features/site/page-header";
import { serviceCategories } from "~/features/site/services";
import { localeFromPathname } from "~/platform/i18n/locale";
import { messageText } from "~/platform/i18n/messages";

import type { Route } from "./+types/_public.sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const posts = await listPublishedPosts();
  // On /es, an article without Spanish text is listed by its English title (lang="en").
  return {
    articles: posts.map((post) => {
      const { text, inEnglish } = postTextFor(locale, post);
      return { slug: post.slug, title: text.title, inEnglish };
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Site Map",
    description: `Every page of the ${site.agencyName} website: services, news, FAQs and contact information.`,
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
  const { articles } = loaderData;
  return (
    <>
      <PageHeader title="Site Map">
        <p>Every page of our website in one place.</p>
      </PageHeader>
      <div className="site-container grid gap-10 py-12 sm:py-16 md:grid-cols-3">
        <SitemapSection id="sitemap-pages" title="Pages">
          {sitePages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className={linkClass}>
                {messageText(page.message)}
              </Link>
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-services" title="Staffing Services">
          {serviceCategories.map((category) => (
            <li key={category.slug}>
              <Link to={`/services/${category.slug}`} className={linkClass}>
                {category.title}
              </Link>
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-news" title="News Articles">
          {articles.length === 0 ? (
            <li className="text-slate-600">No news articles yet.</li>
          ) : (
            articles.map((article) => (
              <li key={article.slug} lang={article.inEnglish ? "en" : undefined}>
                <Link to={`/news/${article.slug}`} className={linkClass}>
                  {article.title}
                </Link>
                {article.inEnglish ? (
                  <>
                    {" "}
                    <InEnglishLabel />
                  </>
                ) : null}
              </li>
            ))
          )}
        </SitemapSection>
      </div>
    </>
  );
}
