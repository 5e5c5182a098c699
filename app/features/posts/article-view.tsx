import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import type { FeaturedImage } from "~/features/media/featured-image";
import { FeaturedPicture } from "~/features/media/featured-picture";

import { PostByline } from "./post-byline";

/** What an article shows: the public page's (article.server.ts) or the post form's Preview. */
export interface ArticleViewPost {
  title: string;
  author: string;
  /** ISO date and time; null: 'Draft'. */
  publishedAt: string | null;
  image: FeaturedImage | null;
  /** The content as renderMarkdown made it. */
  contentHtml: string;
  /** Shown in English on a Spanish page (docs/i18n.md). */
  inEnglish?: boolean;
  /** The language of title and content when it is not the page's (the Spanish text previewed in the admin). */
  lang?: string;
}

/**
 * An article from its picture to its last line: the featured image, the title, author and
 * date, and the content. The public page /news/<slug> and the post form's 'Preview' both
 * show a post through it, so the preview is the article as visitors will see it.
 */
export function ArticleView({ post, imageLoading }: { post: ArticleViewPost; imageLoading: "hero" | "eager" }) {
  const textLang = post.inEnglish ? "en" : post.lang;
  return (
    <>
      {post.image ? (
        <FeaturedPicture
          image={post.image}
          sizes="(min-width: 51rem) 48rem, calc(100vw - 2rem)"
          loading={imageLoading}
          altLang={textLang}
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
        lang={textLang}
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
      {/* Markdown rendered on the server: no raw HTML, only http(s) and mailto links. */}
      <div
        lang={textLang}
        className="rich-text mt-8 text-lg text-slate-800"
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />
    </>
  );
}
