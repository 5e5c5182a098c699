import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/utils/use-hydrated";
import { controlClass, describedBy, FieldLabel, FieldNotes } from "./field-frame";

export interface MarkdownEditorProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  /** Where the preview is rendered (routes/admin.markdown-preview.ts). */
  previewAction?: string;
}

type PreviewAnswer = { html: string } | { error: string };

const hint = "Markdown: ## Heading, **bold**, *italic*, [link](https://…), - list, 1. list, > quote. A single line break is kept.";

/**
 * The post's content with 'Write' and 'Preview' tabs. Preview is rendered by the server,
 * by the function that renders the article, so it shows exactly what will be published.
 * The box grows with the text (field-sizing). Without JavaScript only 'Write' is there,
 * and the form works as before.
 */
export function MarkdownEditor({ id, name, label, defaultValue, error, previewAction = "/admin/markdown-preview" }: MarkdownEditorProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const preview = useFetcher<PreviewAnswer>();
  const writeTabId = `${baseId}-write-tab`;
  const previewTabId = `${baseId}-preview-tab`;
  const previewPanelId = `${baseId}-preview`;

  const showPreview = () => {
    setTab("preview");
    void preview.submit({ content: textarea.current?.value ?? "" }, { method: "post", action: previewAction });
  };
  const tabClass = (active: boolean) =>
    `rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`;

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div role="tablist" aria-label={`${label} editor`} className="mb-2 flex gap-1 border-b border-slate-200">
        <button type="button" role="tab" id={writeTabId} aria-selected={tab === "write"} aria-controls={id} className={tabClass(tab === "write")} onClick={() => setTab("write")}>
          Write
        </button>
        <button
          type="button"
          role="tab"
          id={previewTabId}
          aria-selected={tab === "preview"}
          aria-controls={previewPanelId}
          // Preview asks the server: it needs JavaScript.
          disabled={!hydrated}
          className={tabClass(tab === "preview")}
          onClick={showPreview}
        >
          Preview
        </button>
      </div>
      {/* Hidden, not removed, while previewing: the form still sends the text. */}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={defaultValue}
        hidden={tab !== "write"}
        aria-labelledby={writeTabId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${controlClass} field-sizing-content min-h-60 resize-y font-mono text-sm`}
      />
      {tab === "preview" ? (
        <div id={previewPanelId} role="tabpanel" aria-labelledby={previewTabId} aria-busy={preview.state !== "idle"} className="min-h-60 rounded-md border border-slate-200 bg-white p-4">
          {preview.state !== "idle" || !preview.data ? (
            <p className="text-slate-500">Loading preview…</p>
          ) : "error" in preview.data ? (
            <p role="alert" className="font-medium text-red-700">
              {preview.data.error}
            </p>
          ) : preview.data.html === "" ? (
            <p className="text-slate-500">Nothing to preview yet.</p>
          ) : (
            <div className="rich-text text-lg text-slate-800" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
          )}
        </div>
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
