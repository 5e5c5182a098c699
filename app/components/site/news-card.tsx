import { Link } from "react-router";

import { PostDate } from "./post-date";

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  featuredImageUrl: string | null;
  publishedAt: string | null;
}

/**
 * One post in the news grid. `eager`: the card is in the first screenful (load its image at
 * once). The grid repeats this markup a dozen times, so its styles are component classes
 * and its two icons are drawn by CSS (app/styles/base.css).
 */
export function NewsCard({ post, eager }: { post: PostSummary; eager: boolean }) {
  const href = `/news/${post.slug}`;
  return (
    <article className="news-card">
      {post.featuredImageUrl ? (
        <img
          src={post.featuredImageUrl}
          alt={post.title}
          width={640}
          height={360}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="news-card-placeholder" />
      )}
      <div className="news-card-body">
        <p className="news-card-meta">
          <PostDate value={post.publishedAt} className="font-semibold text-accent-700" />
          <span aria-hidden="true">•</span>
          <span>By {post.author}</span>
        </p>
        <h2 className="news-card-title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="news-card-excerpt">{post.excerpt}</p>
        <Link to={href} className="news-card-more">
          {/* The title makes each 'Read More' distinct for screen readers and search engines. */}
          Read More<span className="sr-only"> about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
