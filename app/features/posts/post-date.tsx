import { formatDate } from "~/platform/format/format-date";
import { useLocale } from "~/platform/i18n/use-locale";

import { m } from "./messages/news";

/** A post's publication date in the agency's long format, in the page's language, or 'Draft' when it has none. */
export function PostDate({ value, className }: { value: string | null; className?: string }) {
  const text = formatDate(value, useLocale());
  if (!text || !value) return <span className={className}>{m.news_draft()}</span>;
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
