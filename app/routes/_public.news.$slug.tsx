import { isRouteErrorResponse, useRouteError } from "react-router";

import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import { FeaturedPicture } from "~/features/media/featured-picture";
import { loadArticle } from "~/features/posts/article.server";
import { m } from "~/features/posts/messages/news";
import { PostByline } from "~/features/posts/post-byline";
import { PostDate } from "~/features/posts/post-date";
import { JsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, pageTitle, siteFromMatches } from "~/features/seo/seo";
import { getSiteSettings } from "~/features/settings/settings.server";
import { CallToAction } from "~/features/site/call-to-action";
import { ArrowLeftIcon } from "~/features/site/icons";
import { getConfig } from "~/platform/config/env.server";
import { RequestReference } from "~/platform/document/request-reference";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import type { Route } from "./+types/_public.news.$slug";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { agencyName } = await getSiteSettings();
  return loadArticle(params.slug, request, getConfig().publicUrl, agencyName);
}

/** A preview's headers (no caching, no indexing); a live article sends none of its own. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData) {
    const status = isRouteErrorResponse(error) && (error.status === 404 || error.status === 503) ? error.status : 500;
    const { agencyName } = siteFromMatches(matches);
    return [
      { title: pageTitle(articleErrorTexts[status]().title, agencyName) },
      { name: "robots", content: "noindex" },
    ];
  }
  const { post, preview } = loaderData;
  return pageMeta(siteFromMatches(matches), {
    noindex: preview !== null,
    untranslated: !post.translated,
    title: post.title,
    description: post.description,
    path: `/news/${post.slug}`,
    type: "article",
    image: post.shareImage?.url,
    imageWidth: post.shareImage?.width,
    imageHeight: post.shareImage?.height,
    imageAlt: post.shareImage?.alt,
  });
};

const backLinkClass = "inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline";

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, jsonLd, preview } = loaderData;
  return (
    <>
      {preview ? (
        <p role="status" className="bg-accent-400 px-4 py-2 text-center font-semibold text-brand-900">
          {m.news_preview()}
          {preview.state === "scheduled" && preview.publishedAt ? (
            <span className="font-normal">
              {" "}
              ({m.news_scheduled()} <PostDate value={preview.publishedAt} />)
            </span>
          ) : null}
        </p>
      ) : (
        <JsonLd json={jsonLd} />
      )}
      <article className="site-container py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <LocalizedLink to="/news" className={backLinkClass}>
            <ArrowLeftIcon className="size-4" />
            {m.news_back()}
          </LocalizedLink>
          {post.image ? (
            <FeaturedPicture
              image={post.image}
              sizes="(min-width: 51rem) 48rem, calc(100vw - 2rem)"
              loading="hero"
              altLang={post.inEnglish ? "en" : undefined}
              className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
              // A post whose image is gone looks like a post without one.
              fallback={null}
            />
          ) : null}
          {post.inEnglish ? (
            <p className="mt-8">
              <InEnglishLabel />
            </p>
          ) : null}
          <h1
            lang={post.inEnglish ? "en" : undefined}
            className={`${post.inEnglish ? "mt-3" : "mt-8"} text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl lg:text-5xl`}
          >
            {post.title}
          </h1>
          <PostByline
            author={post.author}
            publishedAt={post.publishedAt}
            authorFirst
            className="mt-4 border-b border-slate-200 pb-6 text-slate-600"
            authorClassName="font-semibold text-slate-800"
            dateClassName="font-semibold text-accent-700"
          />
          {/* Markdown rendered by the loader: no raw HTML, only http(s) and mailto links. */}
          <div
            lang={post.inEnglish ? "en" : undefined}
            className="rich-text mt-8 text-lg text-slate-800"
            dangerouslySetInnerHTML={{ __html: post.contentHtml }}
          />
        </div>
      </article>
      <CallToAction />
    </>
  );
}

const articleErrorTexts = {
  404: () => ({ title: m.news_not_found(), message: m.news_not_found_text() }),
  503: () => ({ title: m.site_unavailable_title(), message: m.news_unavailable_text() }),
  500: () => ({ title: m.site_error_title(), message: m.news_error_text() }),
} as const;

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) && (error.status === 404 || error.status === 503) ? error.status : 500;
  // The page says what its status says (a 503 while the database does not answer).
  const { title, message } = articleErrorTexts[status]();
  return (
    <div className="site-container flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-6xl font-extrabold text-accent-700">{status}</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-800 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{message}</p>
      <RequestReference error={error} label={m.site_error_reference()} />
      <LocalizedLink
        to="/news"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <ArrowLeftIcon className="size-4" />
        {m.news_return()}
      </LocalizedLink>
    </div>
  );
}
