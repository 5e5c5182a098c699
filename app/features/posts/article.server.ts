import { data, redirect } from "react-router";

import { shareImage } from "~/features/media/featured-image";
import { featuredImagesOf } from "~/features/media/featured-image.server";
import { serializeJsonLd } from "~/features/seo/json-ld";
import { newsArticleJsonLd } from "~/features/seo/structured-data";
import { getStaffSession } from "~/features/staff/guard.server";
import { hasSessionCookie } from "~/platform/cache/page-cache.server";
import { isWellFormedSlug } from "~/platform/format/slug";
import { localizedPath } from "~/platform/i18n/locale";
import { currentLocale } from "~/platform/i18n/messages";
import { renderMarkdown } from "~/platform/markdown/render-markdown.server";

import { postHasSpanish, postTextFor } from "./post-language";
import { postStatus } from "./post-status";
import { findRedirectedSlug, getPostBySlug, getPublishedPostBySlug, type BlogPost } from "./post.server";

/** What a preview sends instead of the public page's caching: no cache may keep it, no search engine index it. */
const previewHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * The article at /news/<slug>. A live post for everyone; a draft or scheduled post only for
 * signed-in staff, as a preview at its real address (the publishing issue: 'View' and
 * 'Preview'); to everyone else it does not exist (404). A renamed post's old slug answers 301.
 * At /es/news/<slug>, its Spanish text; a post without one shows in English there, marked,
 * and its page pair is `translated: false` (no hreflang pair, the /es copy noindex).
 */
export async function loadArticle(slug: string, request: Request, publicUrl: string, agencyName: string) {
  // Checked before any query: no other text (a NUL, which PostgreSQL refuses in a query) reaches the database.
  if (!isWellFormedSlug(slug)) throw data(null, { status: 404 });
  // The request's language: /es/news/... redirects and describes itself under /es.
  const locale = currentLocale();
  let post: BlogPost | null = await getPublishedPostBySlug(slug);
  let preview = false;
  // Only a request with a session cookie can be staff: the public's requests never reach the auth tables.
  if (!post && hasSessionCookie(request.headers.get("cookie") ?? undefined) && (await getStaffSession(request))) {
    post = await getPostBySlug(slug);
    preview = post !== null;
  }
  if (!post) {
    // A renamed post keeps its old address; a draft is missing to the public, like any unknown slug.
    const currentSlug = await findRedirectedSlug(slug);
    if (currentSlug) throw redirect(localizedPath(locale, `/news/${encodeURIComponent(currentSlug)}`), 301);
    throw data(null, { status: 404 });
  }
  const [image] = await featuredImagesOf([post]);
  const share = shareImage(image ?? null, publicUrl);
  const { text, inEnglish } = postTextFor(locale, post);
  const translated = postHasSpanish(post);
  const article = {
    slug: post.slug,
    title: text.title,
    excerpt: text.excerpt,
    // For search results and link previews; the excerpt when staff wrote none (the meta description is English).
    description: locale === "es" && translated ? text.excerpt : post.metaDescription || post.excerpt,
    // Rendered here, on the server: the page receives HTML and no Markdown code.
    contentHtml: renderMarkdown(text.content),
    inEnglish,
    translated,
    author: post.author,
    image: image ?? null,
    shareImage: share,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
  };
  const jsonLd = serializeJsonLd(
    newsArticleJsonLd(
      { ...article, featuredImageUrl: share?.url ?? null },
      publicUrl,
      agencyName,
      localizedPath(locale, `/news/${post.slug}`),
    ),
  );
  const result = { post: article, jsonLd, preview: preview ? postStatus(post) : null };
  return preview ? data(result, { headers: previewHeaders }) : data(result);
}
