import type { DiffGap, DiffLine } from "./line-diff";
import { RestoreVersion } from "./restore-version";
import type { FieldChange, RevisionChanges } from "./revision-changes";

export interface RevisionDetailData {
  id: string;
  savedAt: string;
  editorName: string;
  isFirst: boolean;
  isCurrentText: boolean;
  changes: RevisionChanges;
}

/** One saved version: when and by whom, what it changed, and 'Restore this version'. */
export function RevisionDetail({ postId, revision }: { postId: string; revision: RevisionDetailData }) {
  const { fields, content, contentEs } = revision.changes;
  return (
    <section
      aria-labelledby="revision-heading"
      className="min-w-0 space-y-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="revision-heading" className="text-lg font-semibold text-brand-900">
            Saved {revision.savedAt}
          </h2>
          <p className="text-sm text-slate-600">
            By {revision.editorName}.{" "}
            {revision.isFirst
              ? "The first saved version: everything in it was new."
              : "Compared with the version before it."}
          </p>
        </div>
        <RestoreVersion postId={postId} revisionId={revision.id} isCurrentText={revision.isCurrentText} />
      </div>

      {fields.length === 0 && content === null && contentEs === null ? (
        <p className="text-slate-600">
          This save changed none of the text (only e.g. the author, the status or the date).
        </p>
      ) : null}

      {fields.length > 0 ? <FieldChanges fields={fields} /> : null}
      {content ? <ContentChanges id="content-changes" title="Content changes" lines={content} /> : null}
      {contentEs ? (
        <ContentChanges id="content-es-changes" title="Content (Spanish) changes" lines={contentEs} lang="es" />
      ) : null}
    </section>
  );
}

function FieldChanges({ fields }: { fields: FieldChange[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Fields changed</h3>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {fields.map((field) => (
          <div key={field.label} className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
            <dt className="font-semibold text-slate-700">{field.label}</dt>
            <dd className="min-w-0 space-y-1">
              <p className="break-words text-slate-600">
                <span className="font-medium text-red-800">Before: </span>
                {field.before ?? <span className="italic">empty</span>}
              </p>
              <p className="break-words text-slate-900">
                <span className="font-medium text-green-800">After: </span>
                {field.after ?? <span className="italic">empty</span>}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const lineStyles = {
  same: { marker: " ", words: "", tone: "text-slate-700" },
  added: { marker: "+", words: "Added: ", tone: "bg-green-50 text-green-900" },
  removed: { marker: "−", words: "Removed: ", tone: "bg-red-50 text-red-900" },
} as const;

/** A content's changed lines (the English or the Spanish), with a little unchanged text around them. */
function ContentChanges({
  id,
  title,
  lines,
  lang,
}: {
  id: string;
  title: string;
  lines: Array<DiffLine | DiffGap>;
  lang?: string;
}) {
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <ol
        aria-labelledby={id}
        className="overflow-hidden rounded-md border border-slate-200 font-mono text-[0.8125rem] leading-6"
      >
        {lines.map((line, index) =>
          line.kind === "gap" ? (
            <li key={index} className="bg-slate-50 px-3 py-1 font-sans text-xs text-slate-600 italic">
              {line.count === 1 ? "1 unchanged line" : `${line.count} unchanged lines`}
            </li>
          ) : (
            <li key={index} className={`flex gap-2 px-3 ${lineStyles[line.kind].tone}`}>
              <span aria-hidden="true" className="w-3 shrink-0 select-none">
                {lineStyles[line.kind].marker}
              </span>
              <span className="min-w-0 break-words whitespace-pre-wrap">
                {line.kind !== "same" ? <span className="sr-only">{lineStyles[line.kind].words}</span> : null}
                <span lang={lang}>{line.text === "" ? "\u00a0" : line.text}</span>
              </span>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
