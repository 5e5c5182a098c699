import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import type { FeaturedImage } from "~/features/media/featured-image";
import { FeaturedPicture } from "~/features/media/featured-picture";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import { m } from "./messages/news";
import { PostByline } from "./post-byline";

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

/** A card's width in the grid (_public.news._index.tsx): two or three columns in an 80rem container. */
const gridSizes =
  "(min-width: 80rem) 24rem, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 40rem) calc((100vw - 5rem) / 2)";

/** On a phone: the whole width for the lead card, a 6rem square for a compact one (.news-card, base.css). */
const cardSizes = {
  lead: `${gridSizes}, calc(100vw - 2rem)`,
  compact: `${gridSizes}, 6rem`,
} as const;

const leadImageClasses = "aspect-video w-full bg-slate-100 object-cover";
const imageClasses = {
  lead: leadImageClasses,
  compact: `${leadImageClasses} max-sm:aspect-square max-sm:rounded-lg`,
} as const;

/**
 * One post in the news grid. `loading`: "hero" for the first card of the first page (its
 * image is likely the page's largest paint: fetched first), "lazy" for the others. `layout`:
 * on a phone a "compact" card shows its image as a small square beside its title;
 * on wider screens every card looks the same. The grid repeats this markup a dozen times, so
 * its styles are component classes and its two icons are drawn by CSS (app/styles/base.css).
 */
export function NewsCard({
  post,
  loading,
  layout,
}: {
  post: PostSummary;
  loading: "hero" | "lazy";
  layout: "lead" | "compact";
}) {
  const href = `/news/${post.slug}`;
  return (
    <article className="news-card" data-layout={layout}>
      {post.image ? (
        <FeaturedPicture
          image={post.image}
          sizes={cardSizes[layout]}
          loading={loading}
          altLang={post.inEnglish ? "en" : undefined}
          className={imageClasses[layout]}
          afterFirstPaint={layout === "compact"}
          fallback={<Placeholder title={post.title} />}
        />
      ) : (
        <Placeholder title={post.title} />
      )}
      <div className="news-card-body">
        <PostByline
          author={post.author}
          publishedAt={post.publishedAt}
          className="text-sm text-slate-600"
          dateClassName="font-semibold text-accent-700"
        />
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

/** How many patterns a card without an image may show (.news-card-placeholder, base.css). */
const PLACEHOLDER_PATTERNS = 6;

/** The pattern of a card without an image, from its title: the same card looks the same on every visit. */
function placeholderPattern(title: string): number {
  let hash = 0;
  for (const character of title) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash % PLACEHOLDER_PATTERNS;
}

function Placeholder({ title }: { title: string }) {
  return <div aria-hidden="true" className="news-card-placeholder" data-pattern={placeholderPattern(title)} />;
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
