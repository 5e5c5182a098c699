import { Link } from "react-router";

import { formatCount } from "~/platform/format/format-count";

import { ArrowLeftIcon, ArrowRightIcon } from "./icons";
import { buttonStyles } from "./ui";

/** The pages of a long table: by default newer / older, for a table ordered newest first. */
export function TablePager({
  label,
  page,
  pages,
  total,
  perPage,
  href,
  noun,
  previousLabel = `Newer ${noun}`,
  nextLabel = `Older ${noun}`,
}: {
  label: string;
  page: number;
  pages: number;
  total: number;
  perPage: number;
  href: (page: number) => string;
  noun: string;
  /** The links' names, for a table in another order. */
  previousLabel?: string;
  nextLabel?: string;
}) {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)} {noun} · Page {formatCount(page)} of{" "}
        {formatCount(pages)}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} rel="prev" className={buttonStyles.secondary}>
            <ArrowLeftIcon />
            {previousLabel}
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={href(page + 1)} rel="next" className={buttonStyles.secondary}>
            {nextLabel}
            <ArrowRightIcon />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
