import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";

import { controlClass, FieldShell, useControlProps } from "~/components/form-fields";
import { useHydrated } from "~/platform/document/use-hydrated";

import { MARKDOWN_PREVIEW_PATH, type MarkdownPreviewAnswer } from "./markdown-preview";
import { MarkdownToolbar, onFormattingShortcut } from "./markdown-toolbar";

const markdownHint =
  "Markdown: ## Heading, **bold**, _italic_, [link](https://…), - list, 1. list, > quote, | table |. A single line break is kept.";

type Tab = "write" | "preview";

/**
 * A Markdown text (a post's content, an FAQ's answer, a job's description) with 'Write' and
 * 'Preview' tabs, and the formatting toolbar above the text box (markdown-toolbar.tsx).
 * Preview is rendered by the server, by the function that renders the public page, so it
 * shows exactly what will be published; `renderPreview` shows it inside the page it belongs
 * to (a post's article). The box grows with the text (field-sizing). Without JavaScript only
 * 'Write' works, and the form posts as before.
 */
export function MarkdownEditor({
  label,
  name,
  defaultValue,
  error,
  rows = 10,
  headingLevel,
  required,
  optional,
  lang,
  renderPreview,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  /** The box's height before it grows (and where field-sizing is not supported). */
  rows?: number;
  /** The level "## Heading" gets on the public page (3 under an FAQ's question), for the Preview. */
  headingLevel?: number;
  required?: boolean;
  /** Says 'Optional' beside the label. */
  optional?: boolean;
  /** The text's language, when it is not the admin's English (spelling checks, the preview's voice). */
  lang?: string;
  /**
   * What 'Preview' shows around the rendered content (by default the content alone), from
   * the form's fields as they were when Preview was opened.
   */
  renderPreview?: (contentHtml: string, form: FormData) => ReactNode;
}) {
  const frame = { label, error, hint: markdownHint, optional };
  const control = useControlProps(frame);
  const baseId = useId();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>("write");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ write: null, preview: null });
  const preview = useFetcher<MarkdownPreviewAnswer>();
  const [previewForm, setPreviewForm] = useState<FormData | null>(null);
  const ids = { write: `${baseId}-write`, preview: `${baseId}-preview` };

  const open = (next: Tab) => {
    setTab(next);
    if (next === "preview") {
      const form = textarea.current?.form;
      setPreviewForm(form ? new FormData(form) : new FormData());
      const fields: Record<string, string> = { content: textarea.current?.value ?? "" };
      if (headingLevel) fields.headingLevel = String(headingLevel);
      void preview.submit(fields, { method: "post", action: MARKDOWN_PREVIEW_PATH });
    }
  };
  // The tabs pattern: arrow keys move between the two tabs.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next: Tab = tab === "write" ? "preview" : "write";
    open(next);
    tabs.current[next]?.focus();
  };
  const tabButton = (which: Tab, text: string) => (
    <button
      ref={(element) => {
        tabs.current[which] = element;
      }}
      type="button"
      role="tab"
      id={`${ids[which]}-tab`}
      aria-selected={tab === which}
      aria-controls={`${ids[which]}-panel`}
      tabIndex={tab === which ? 0 : -1}
      // Preview asks the server: it needs JavaScript.
      disabled={which === "preview" && !hydrated}
      onClick={() => open(which)}
      onKeyDown={onTabKey}
      className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 disabled:opacity-50 ${
        tab === which
          ? "border-brand-700 text-brand-800"
          : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
      }`}
    >
      {text}
    </button>
  );

  return (
    <FieldShell id={control.id} frame={frame}>
      <div
        role="tablist"
        aria-label={`${label}: write or preview`}
        className="mb-2 flex gap-1 border-b border-slate-200"
      >
        {tabButton("write", "Write")}
        {tabButton("preview", "Preview")}
      </div>
      {/* Hidden, not removed, while previewing: the form still sends the text. */}
      <div id={`${ids.write}-panel`} role="tabpanel" aria-labelledby={`${ids.write}-tab`} hidden={tab !== "write"}>
        <MarkdownToolbar label={label} textarea={textarea} />
        <textarea
          ref={textarea}
          {...control}
          name={name}
          rows={rows}
          required={required}
          defaultValue={defaultValue}
          lang={lang}
          onKeyDown={onFormattingShortcut}
          className={`${controlClass} field-sizing-content min-h-48 resize-y font-mono text-sm leading-relaxed`}
        />
      </div>
      {tab === "preview" ? (
        <div
          id={`${ids.preview}-panel`}
          role="tabpanel"
          aria-labelledby={`${ids.preview}-tab`}
          aria-busy={preview.state !== "idle"}
          className="min-h-48 rounded-md border border-slate-200 bg-white px-4 py-3"
        >
          {preview.state !== "idle" || !preview.data ? (
            <p className="text-slate-500">Loading preview…</p>
          ) : "error" in preview.data ? (
            <p role="alert" className="font-medium text-red-700">
              {preview.data.error}
            </p>
          ) : renderPreview && previewForm ? (
            renderPreview(preview.data.html, previewForm)
          ) : preview.data.html === "" ? (
            <p className="text-slate-500">Nothing to preview yet.</p>
          ) : (
            <div
              lang={lang}
              className="rich-text text-slate-800"
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          )}
        </div>
      ) : null}
    </FieldShell>
  );
}
