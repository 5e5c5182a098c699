/*
 * The Markdown editor's toolbar as pure functions: each takes the text and the selection and
 * answers the one edit to make (replace `from`..`to` with `insert`) and where the selection
 * goes afterwards. The editor applies the edit as typing would (markdown-editor.tsx), so the
 * browser's undo and the form's change tracking see it. Tested in markdown-format.test.ts.
 */

export type MarkdownFormat = "bold" | "italic" | "heading" | "link" | "bulletedList" | "numberedList" | "quote";

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export interface TextEdit {
  /** The range of `value` replaced... */
  from: number;
  to: number;
  /** ...by this text. */
  insert: string;
  /** The selection afterwards, in the new text. */
  selectionStart: number;
  selectionEnd: number;
}

/** The web address a new link starts with: selected, so typing replaces it. */
const LINK_ADDRESS_START = "https://";

/**
 * Bold and italic: `**` or `_` around the selection. A selection already wrapped (markers
 * inside it, or just around it) is unwrapped instead. Spaces at the selection's ends stay
 * outside the markers ("** word**" would not be bold). With nothing selected, the markers
 * are inserted with the cursor between them.
 */
function toggleWrap({ value, start, end }: TextSelection, marker: string): TextEdit {
  const selected = value.slice(start, end);
  const leading = selected.length - selected.trimStart().length;
  const trailing = selected.length - selected.trimEnd().length;
  const from = start + leading;
  const to = Math.max(from, end - trailing);
  const inner = value.slice(from, to);
  const size = marker.length;

  if (inner.length >= 2 * size && inner.startsWith(marker) && inner.endsWith(marker)) {
    const unwrapped = inner.slice(size, -size);
    return { from, to, insert: unwrapped, selectionStart: from, selectionEnd: from + unwrapped.length };
  }
  if (value.slice(from - size, from) === marker && value.slice(to, to + size) === marker && inner.length > 0) {
    return {
      from: from - size,
      to: to + size,
      insert: inner,
      selectionStart: from - size,
      selectionEnd: from - size + inner.length,
    };
  }
  return {
    from,
    to,
    insert: `${marker}${inner}${marker}`,
    selectionStart: from + size,
    selectionEnd: from + size + inner.length,
  };
}

/** [text](https://), the address part selected; a selected address becomes the link's address. */
function link({ value, start, end }: TextSelection): TextEdit {
  const selected = value.slice(start, end).trim();
  const from = start + (value.slice(start, end).length - value.slice(start, end).trimStart().length);
  const to = from + selected.length;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(selected)) {
    // The address is known: the cursor waits for the words people will click.
    return { from, to, insert: `[](${selected})`, selectionStart: from + 1, selectionEnd: from + 1 };
  }
  const insert = `[${selected}](${LINK_ADDRESS_START})`;
  const addressStart = from + selected.length + 3;
  return { from, to, insert, selectionStart: addressStart, selectionEnd: addressStart + LINK_ADDRESS_START.length };
}

/** The whole lines the selection touches: from the start of its first line to the end of its last. */
function selectedLines({ value, start, end }: TextSelection) {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  // A selection ending just after a line break does not take the next line.
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const lineEnd = value.indexOf("\n", last);
  const to = lineEnd === -1 ? value.length : lineEnd;
  return { from, to, lines: value.slice(from, to).split("\n") };
}

const headingPrefix = /^#{1,6}[ \t]+/;
const bulletPrefix = /^[-*+][ \t]+/;
const numberPrefix = /^\d{1,9}[.)][ \t]+/;
const quotePrefix = /^>[ \t]?/;

interface LinePrefix {
  /** What the line starts with when it already has this format. */
  has: RegExp;
  /** Prefixes that give way to this one (a bulleted line made numbered loses its "- "). */
  replaces: RegExp[];
  /** The prefix of the n-th changed line (from 0). */
  text: (index: number) => string;
}

const linePrefixes: Record<"heading" | "bulletedList" | "numberedList" | "quote", LinePrefix> = {
  heading: { has: /^##[ \t]+/, replaces: [headingPrefix], text: () => "## " },
  bulletedList: { has: bulletPrefix, replaces: [numberPrefix], text: () => "- " },
  numberedList: { has: numberPrefix, replaces: [bulletPrefix], text: (index) => `${index + 1}. ` },
  quote: { has: quotePrefix, replaces: [], text: () => "> " },
};

/**
 * Headings, lists and quotes: a prefix on each selected line (blank lines between them are
 * left alone). When every such line already has it, it is taken off instead. With nothing
 * selected the cursor keeps its place in its line's text; otherwise the lines stay selected.
 */
function toggleLinePrefix(selection: TextSelection, prefix: LinePrefix): TextEdit {
  const { from, to, lines } = selectedLines(selection);
  const written = lines.filter((line) => line.trim() !== "");
  const removing = written.length > 0 && written.every((line) => prefix.has.test(line));
  // A blank line alone (an empty box, a new line) gets the prefix to start typing after.
  const changes = (line: string) => line.trim() !== "" || written.length === 0;

  let index = 0;
  let cursorShift = 0;
  const cursorLine = selection.value.slice(from, selection.start).split("\n").length - 1;
  const changed = lines.map((line, lineNumber) => {
    if (!changes(line)) return line;
    let next: string;
    if (removing) {
      next = line.replace(prefix.has, "");
    } else {
      const bare = prefix.replaces.reduce((text, pattern) => text.replace(pattern, ""), line.replace(prefix.has, ""));
      next = `${prefix.text(index)}${bare}`;
      index += 1;
    }
    if (lineNumber === cursorLine) cursorShift = next.length - line.length;
    return next;
  });
  const insert = changed.join("\n");
  if (selection.start === selection.end) {
    const lineStart = from + lines.slice(0, cursorLine).reduce((sum, line) => sum + line.length + 1, 0);
    const cursor = Math.max(lineStart, selection.start + cursorShift);
    return { from, to, insert, selectionStart: cursor, selectionEnd: cursor };
  }
  return { from, to, insert, selectionStart: from, selectionEnd: from + insert.length };
}

/** The edit one toolbar button (or its keyboard shortcut) makes. */
export function formatMarkdown(format: MarkdownFormat, selection: TextSelection): TextEdit {
  switch (format) {
    case "bold":
      return toggleWrap(selection, "**");
    case "italic":
      return toggleWrap(selection, "_");
    case "link":
      return link(selection);
    default:
      return toggleLinePrefix(selection, linePrefixes[format]);
  }
}

/** The text after an edit (what the editor shows once it is applied). */
export function applyTextEdit(value: string, edit: TextEdit): string {
  return value.slice(0, edit.from) + edit.insert + value.slice(edit.to);
}
