import { data, redirect } from "react-router";

import { featuredImagesOf } from "~/features/media/featured-image.server";
import { m } from "~/features/posts/messages/news";
import { NewsCard, type PostSummary } from "~/features/posts/news-card";
import { postTextFor } from "~/features/posts/post-language";
import { countPublishedPosts, listPublishedPosts, type BlogPost } from "~/features/posts/post.server";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { ArrowLeftIcon, ArrowRightIcon } from "~/features/site/icons";
import { PageHeader } from "~/features/site/page-header";
import { pageReadsQuery } from "~/platform/cache/page-cache.server";
import { pageCount, pagePath, parsePageParam } from "~/platform/format/pagination";
import { logError } from "~/platform/http/describe-error.server";
import { localeFromPathname, localizedPath, type Locale } from "~/platform/i18n/locale";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import type { Route } from "./+types/_public.news._index";

/** Posts per page of /news (newest first). */
const POSTS_PER_PAGE = 12;
const PAGE_PARAM = "page";

async function toPostSummaries(posts: BlogPost[], locale: Locale): Promise<PostSummary[]> {
  const images = await featuredImagesOf(posts);
  return posts.map((post, index) => {
    // On /es, a post without Spanish text shows in English, marked.
    const { text, inEnglish } = postTextFor(locale, post);
    return {
      slug: post.slug,
      title: text.title,
      excerpt: text.excerpt,
      inEnglish,
      author: post.author,
      image: images[index]!,
      publishedAt: post.publishedAt?.toISOString() ?? null,
    };
  });
}

// The one query parameter of the list: the page cache keys it on `page` and ignores others.
export const middleware: Route.MiddlewareFunction[] = [pageReadsQuery(PAGE_PARAM)];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const param = parsePageParam(url.searchParams, PAGE_PARAM);
  if (param.kind === "malformed") throw data(null, { status: 404 });
  // Page 1 has one address: /news (/es/news).
  if (param.kind === "page" && param.page === 1)
    throw redirect(localizedPath(localeFromPathname(url.pathname), "/news"), 301);
  const page = param.kind === "page" ? param.page : 1;

  let total: number;
  let posts: PostSummary[];
  try {
    total = await countPublishedPosts();
    const inRange = page <= pageCount(total, POSTS_PER_PAGE);
    posts = inRange
      ? await toPostSummaries(
          await listPublishedPosts({ limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE }),
          localeFromPathname(url.pathname),
        )
      : [];
  } catch (error) {
    // A failed read is logged and the page says 503, as every page does while the database
    // does not answer: an empty list would tell visitors there is no news. The page cache
    // answers with its last good copy of the list instead when it holds one.
    logError("news: could not load the published posts", error);
    throw data(null, { status: 503, headers: { "Retry-After": "30" } });
  }
  const pages = pageCount(total, POSTS_PER_PAGE);
  if (page > pages) throw data(null, { status: 404 });
  return data({ ...pageLinks(page, pages), posts });
}

/**
 * Page N of `pages` and the addresses around it, made here rather than in the page: the
 * paging helpers then stay out of the page's JavaScript (a chunk of its own, shared with
 * the admin area, would be one more request on a phone's first load).
 */
function pageLinks(page: number, pages: number) {
  return {
    page,
    pages,
    path: pagePath("/news", page),
    newerPath: page > 1 ? pagePath("/news", page - 1) : null,
    olderPath: page < pages ? pagePath("/news", page + 1) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { page, pages, path } = loaderData;
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: page > 1 ? m.news_title_page({ page, pages }) : m.site_link_news(),
    description: site.regionsText
      ? m.news_description_regions({ agency: site.agencyName, regions: site.regionsText })
      : m.news_description({ agency: site.agencyName }),
    path,
  });
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { page, pages, newerPath, olderPath, posts } = loaderData;
  return (
    <>
      <PageHeader eyebrow={m.news_eyebrow()} title={m.news_title()}>
        <p>{m.news_intro()}</p>
      </PageHeader>

      <div className="site-container py-12 sm:py-16">
        {posts.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center text-lg text-slate-600">
            {m.news_empty()}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 sm:gap-8 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.slug} className="flex">
                <NewsCard
                  post={post}
                  // Only the first card is in a phone's first screenful; lazy images already in view on
                  // a wide screen still load at the first layout, without taking bandwidth from it.
                  loading={page === 1 && index === 0 ? "hero" : "lazy"}
                  // On a phone the cards after the first are compact: a page of twelve is a
                  // few screens, not twelve, and their small images leave the network to the first's.
                  layout={index === 0 ? "lead" : "compact"}
                />
              </li>
            ))}
          </ul>
        )}

        {pages > 1 ? <Pager page={page} pages={pages} newerPath={newerPath} olderPath={olderPath} /> : null}
      </div>
    </>
  );
}

function Pager({
  page,
  pages,
  newerPath,
  olderPath,
}: {
  page: number;
  pages: number;
  newerPath: string | null;
  olderPath: string | null;
}) {
  const linkClass =
    "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50";
  return (
    <nav
      aria-label={m.news_pages()}
      className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-8"
    >
      <div>
        {newerPath ? (
          <LocalizedLink to={newerPath} rel="prev" className={linkClass}>
            <ArrowLeftIcon className="size-4" />
            {m.news_newer()}
          </LocalizedLink>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{m.news_page_of({ page, pages })}</p>
      <div>
        {olderPath ? (
          <LocalizedLink to={olderPath} rel="next" className={linkClass}>
            {m.news_older()}
            <ArrowRightIcon className="size-4" />
          </LocalizedLink>
        ) : null}
      </div>
    </nav>
  );
}
