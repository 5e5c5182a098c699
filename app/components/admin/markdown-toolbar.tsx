import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";

import { useHydrated } from "~/platform/document/use-hydrated";

import { BoldIcon, BulletedListIcon, HeadingIcon, ItalicIcon, LinkIcon, NumberedListIcon, QuoteIcon } from "./icons";
import { applyTextEdit, formatMarkdown, type MarkdownFormat } from "./markdown-format";

interface ToolbarButton {
  format: MarkdownFormat;
  name: string;
  icon: ReactNode;
  /** The key that, with Ctrl (⌘ on a Mac), does the same in the text box. */
  shortcut?: "b" | "i";
}

const buttons: ToolbarButton[] = [
  { format: "bold", name: "Bold", icon: <BoldIcon />, shortcut: "b" },
  { format: "italic", name: "Italic", icon: <ItalicIcon />, shortcut: "i" },
  { format: "heading", name: "Heading", icon: <HeadingIcon /> },
  { format: "link", name: "Link", icon: <LinkIcon /> },
  { format: "bulletedList", name: "Bulleted list", icon: <BulletedListIcon /> },
  { format: "numberedList", name: "Numbered list", icon: <NumberedListIcon /> },
  { format: "quote", name: "Quote", icon: <QuoteIcon /> },
];

/**
 * Makes a toolbar edit in the text box as typing would: document.execCommand("insertText")
 * puts it on the browser's undo stack (Ctrl+Z takes it back) and fires the "input" event the
 * form's unsaved-changes and browser-draft checks listen to. Where the browser does not
 * support it, the text is set and the same event sent, without the undo step.
 */
function applyMarkdownFormat(textarea: HTMLTextAreaElement, format: MarkdownFormat): void {
  const { value, selectionStart, selectionEnd } = textarea;
  const edit = formatMarkdown(format, { value, start: selectionStart, end: selectionEnd });
  const expected = applyTextEdit(value, edit);
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const typed =
    edit.insert === "" ? document.execCommand("delete", false) : document.execCommand("insertText", false, edit.insert);
  if (!typed || textarea.value !== expected) {
    textarea.value = expected;
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

/** Ctrl/⌘+B and Ctrl/⌘+I in the text box: bold and italic, as in a word processor. */
export function onFormattingShortcut(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const button = buttons.find((candidate) => candidate.shortcut === event.key.toLowerCase());
  if (!button) return;
  event.preventDefault();
  applyMarkdownFormat(event.currentTarget, button.format);
}

const tooltipPlacement = (index: number) =>
  // At the toolbar's ends the tip is aligned with its button, so it never leaves a phone's screen.
  index === 0 ? "left-0" : index >= buttons.length - 2 ? "right-0" : "left-1/2 -translate-x-1/2";

/**
 * The formatting buttons above the Markdown editor's text box: a toolbar (one Tab stop, the
 * arrow keys, Home and End move between its buttons), each button named and with a tooltip.
 * A button formats the selection and gives the focus back to the text box.
 */
export function MarkdownToolbar({
  label,
  textarea,
}: {
  label: string;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onMac = hydrated && /Mac|iPhone|iPad/.test(navigator.platform);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={`${label}: formatting`}
      onKeyDown={onKeyDown}
      className="mb-2 flex flex-wrap items-center gap-0.5 rounded-md border border-slate-200 bg-slate-50 p-1"
    >
      {buttons.map((button, index) => {
        const keys = button.shortcut ? `${onMac ? "⌘" : "Ctrl+"}${button.shortcut.toUpperCase()}` : null;
        return (
          <span key={button.format} className="group relative flex items-center">
            {/* Groups: emphasis, heading and link, lists, quote. */}
            {index === 2 || index === 4 || index === 6 ? (
              <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300" />
            ) : null}
            <button
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              aria-label={button.name}
              aria-keyshortcuts={
                button.shortcut ? `${onMac ? "Meta" : "Control"}+${button.shortcut.toUpperCase()}` : undefined
              }
              tabIndex={index === active ? 0 : -1}
              // Formatting edits the text box: it needs JavaScript (useHydrated).
              disabled={!hydrated}
              onClick={() => {
                setActive(index);
                if (textarea.current) applyMarkdownFormat(textarea.current, button.format);
              }}
              className="flex size-9 items-center justify-center rounded text-slate-700 hover:bg-white hover:text-brand-800 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              {button.icon}
            </button>
            <span
              aria-hidden="true"
              className={`pointer-events-none absolute top-full z-10 mt-1 hidden rounded bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow group-hover:block group-has-focus-visible:block ${tooltipPlacement(index)}`}
            >
              {button.name}
              {keys ? <span className="ms-1.5 text-slate-300">{keys}</span> : null}
            </span>
          </span>
        );
      })}
    </div>
  );
}
