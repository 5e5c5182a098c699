import { Link, useLocation } from "react-router";

import { listViewHref, type ListView } from "./trash-view";

const tabClass =
  "inline-flex items-center gap-2 border-b-2 px-1 pb-3 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900 border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-800";

/** A content list's two views: its rows ('All'), and its Trash with how many rows wait there. */
export function ListViewTabs({
  label,
  path,
  view,
  trashCount,
}: {
  /** The name of the tabs' navigation, e.g. 'FAQ lists'. */
  label: string;
  path: string;
  view: ListView;
  trashCount: number;
}) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="flex gap-6">
        <li>
          <Link
            to={listViewHref(path, "list", params)}
            aria-current={view === "list" ? "page" : undefined}
            className={tabClass}
          >
            All
          </Link>
        </li>
        <li>
          <Link
            to={listViewHref(path, "trash", params)}
            aria-current={view === "trash" ? "page" : undefined}
            className={tabClass}
          >
            Trash
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
              {trashCount}
            </span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
