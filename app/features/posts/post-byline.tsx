import { m } from "./messages/news";
import { PostDate } from "./post-date";

/**
 * A post's date and author, on a news card (date first) and on its article (author first).
 * Each part brings its own '•' before it, and the one starting a line is clipped (.post-meta,
 * app/styles/base.css): no '•' ever dangles at a line's start or end. An author without a
 * name is left out, 'By' with it.
 */
export function PostByline({
  author,
  publishedAt,
  authorFirst = false,
  className = "",
  authorClassName,
  dateClassName,
}: {
  author: string;
  publishedAt: string | null;
  authorFirst?: boolean;
  className?: string;
  authorClassName?: string;
  dateClassName?: string;
}) {
  const name = author.trim();
  const date = (
    <span key="date" className="post-meta-part">
      <PostDate value={publishedAt} className={dateClassName} />
    </span>
  );
  const by = name ? (
    <span key="author" className="post-meta-part">
      {m.news_by()} <span className={authorClassName}>{name}</span>
    </span>
  ) : null;
  const [first, second] = authorFirst ? [by, date] : [date, by];
  return (
    <p className={`post-meta ${className}`}>
      <span className="post-meta-line">
        {first}
        {first && second ? " " : null}
        {second}
      </span>
    </p>
  );
}
