import { Link } from "react-router";
import { ArrowRightIcon, NewspaperIcon } from "./icons";
import { PostDate } from "./post-date";

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  featuredImageUrl: string | null;
  publishedAt: string | null;
}

/** One post in the news grid. `eager`: the card is in the first screenful (load its image at once). */
export function NewsCard({ post, eager }: { post: PostSummary; eager: boolean }) {
  const href = `/news/${post.slug}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
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
        <div aria-hidden="true" className="flex aspect-[3/1] w-full items-center justify-center bg-linear-135 from-brand-800 to-brand-600 sm:aspect-video">
          <NewspaperIcon className="size-12 text-brand-200" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <PostDate value={post.publishedAt} className="font-semibold text-accent-700" />
          <span aria-hidden="true">•</span>
          <span>By {post.author}</span>
        </p>
        <h2 className="mt-3 text-xl leading-snug font-bold text-brand-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 leading-relaxed text-slate-600">{post.excerpt}</p>
        <Link to={href} className="mt-auto inline-flex items-center gap-2 self-start pt-5 font-semibold text-brand-700 hover:underline">
          {/* The title makes each 'Read More' distinct for screen readers and search engines. */}
          Read More<span className="sr-only"> about {post.title}</span>
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}
