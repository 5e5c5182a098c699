import { Link } from "react-router";

import { ClockIcon } from "~/components/admin/icons";

export interface RevisionListItem {
  id: string;
  savedAt: string;
  editorName: string;
}

/** The saved versions, newest first: each a link that shows what it changed. */
export function RevisionList({ revisions, chosenId }: { revisions: RevisionListItem[]; chosenId: string }) {
  return (
    <nav aria-label="Saved versions" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
        Saved versions <span className="font-normal text-slate-600">({revisions.length})</span>
      </h2>
      <ol className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto max-lg:max-h-72">
        {revisions.map((revision, index) => {
          const chosen = revision.id === chosenId;
          return (
            <li key={revision.id}>
              <Link
                to={`?revision=${revision.id}`}
                replace
                preventScrollReset
                aria-current={chosen ? "true" : undefined}
                className={`flex items-start gap-3 px-4 py-3 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  chosen ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-50"
                }`}
              >
                <ClockIcon className={`mt-0.5 size-4 shrink-0 ${chosen ? "text-brand-700" : "text-slate-500"}`} />
                <span className="min-w-0">
                  <span className="block font-semibold">{revision.savedAt}</span>
                  <span className="block text-slate-600">
                    {revision.editorName}
                    {index === 0 ? " · latest" : ""}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
