import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import type { FeaturedImage } from "~/features/media/featured-image";
import { FeaturedPicture } from "~/features/media/featured-picture";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import { m } from "./messages/news";
import { PostDate } from "./post-date";

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  image: FeaturedImage | null;
  publishedAt: string | null;
  /** Shown in English on a Spanish page (it has no Spanish text): marked lang="en", labelled 'En inglés'. */
  inEnglish?: boolean;
}

/** A card's width in the grid (_public.news._index.tsx): one, two or three columns in an 80rem container. */
const cardSizes =
  "(min-width: 80rem) 24rem, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 40rem) calc((100vw - 5rem) / 2), calc(100vw - 2rem)";

/**
 * One post in the news grid. `loading`: "hero" for the first card of the first page (its
 * image is likely the page's largest paint: fetched first), "lazy" for the others. The grid
 * repeats this markup a dozen times, so its styles are component classes
 * and its two icons are drawn by CSS (app/styles/base.css).
 */
export function NewsCard({ post, loading }: { post: PostSummary; loading: "hero" | "lazy" }) {
  const href = `/news/${post.slug}`;
  return (
    <article className="news-card">
      {post.image ? (
        <FeaturedPicture
          image={post.image}
          sizes={cardSizes}
          loading={loading}
          altLang={post.inEnglish ? "en" : undefined}
          className="aspect-video w-full bg-slate-100 object-cover"
          fallback={<div aria-hidden="true" className="news-card-placeholder" />}
        />
      ) : (
        <div aria-hidden="true" className="news-card-placeholder" />
      )}
      <div className="news-card-body">
        {/* Each part brings its own '•' before it; the one starting a line is clipped (base.css). */}
        <p className="news-card-meta">
          <span className="news-card-meta-line">
            <span className="news-card-meta-part">
              <PostDate value={post.publishedAt} className="font-semibold text-accent-700" />
            </span>{" "}
            <span className="news-card-meta-part">
              {m.news_by()} {post.author}
            </span>
          </span>
        </p>
        <h2 className="news-card-title" lang={post.inEnglish ? "en" : undefined}>
          <LocalizedLink to={href}>{post.title}</LocalizedLink>
          {post.inEnglish ? (
            <>
              {" "}
              <InEnglishLabel />
            </>
          ) : null}
        </h2>
        <p className="news-card-excerpt" lang={post.inEnglish ? "en" : undefined}>
          {post.excerpt}
        </p>
        <LocalizedLink to={href} className="news-card-more">
          {/* The title makes each 'Read More' distinct for screen readers and search engines. */}
          {m.news_read_more()}
          <AboutTitle title={post.title} inEnglish={post.inEnglish} />
        </LocalizedLink>
      </div>
    </article>
  );
}

/**
 * "about {title}" for screen readers, the title marked as English when it is (a Spanish page
 * showing a post without Spanish text), as the visible title is.
 */
function AboutTitle({ title, inEnglish }: { title: string; inEnglish?: boolean }) {
  // One text on a page in the post's own language: the title alone in an element of its own
  // would be found twice by anyone looking for it.
  if (!inEnglish) return <span className="sr-only">{m.news_about({ title })}</span>;
  const marker = "\u0000";
  const [before = "", after = ""] = m.news_about({ title: marker }).split(marker);
  return (
    <span className="sr-only">
      {before}
      <span lang="en">{title}</span>
      {after}
    </span>
  );
}
