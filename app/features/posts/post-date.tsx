import { formatDate } from "~/platform/format/format-date";

/** A post's publication date in the agency's long format, or 'Draft' when it has none. */
export function PostDate({ value, className }: { value: string | null; className?: string }) {
  const text = formatDate(value);
  if (!text || !value) return <span className={className}>Draft</span>;
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
