/*
 * What changed in a text, line by line, for a post's History: the lines only the older
 * version has (removed), those only the newer has (added), and those both keep, from the
 * longest common subsequence of lines. The lines both versions start and end with are
 * matched first, so an edit in a long article compares only the changed stretch.
 */

export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

/** Past this many line pairs (about 4 MB of work) the changed stretch is shown as replaced whole. */
const MAX_COMPARED_PAIRS = 4_000_000;

function splitLines(text: string): string[] {
  return text === "" ? [] : text.replace(/\r\n?/g, "\n").split("\n");
}

/** The line-by-line changes from `before` to `after`, in the order a reader follows them. */
export function diffLines(before: string, after: string): DiffLine[] {
  const old = splitLines(before);
  const next = splitLines(after);
  let start = 0;
  while (start < old.length && start < next.length && old[start] === next[start]) start++;
  let oldEnd = old.length;
  let nextEnd = next.length;
  while (oldEnd > start && nextEnd > start && old[oldEnd - 1] === next[nextEnd - 1]) {
    oldEnd--;
    nextEnd--;
  }
  const same = (text: string): DiffLine => ({ kind: "same", text });
  return [
    ...old.slice(0, start).map(same),
    ...diffMiddle(old.slice(start, oldEnd), next.slice(start, nextEnd)),
    ...old.slice(oldEnd).map(same),
  ];
}

function diffMiddle(old: string[], next: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: "removed", text });
  const added = (text: string): DiffLine => ({ kind: "added", text });
  if (old.length === 0 || next.length === 0 || old.length * next.length > MAX_COMPARED_PAIRS) {
    return [...old.map(removed), ...next.map(added)];
  }
  // lengths[i][j]: the longest common subsequence of old[i..] and next[j..], one flat array.
  const width = next.length + 1;
  const lengths = new Uint32Array((old.length + 1) * width);
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = next.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        old[i] === next[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length && j < next.length) {
    if (old[i] === next[j]) {
      lines.push({ kind: "same", text: old[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      lines.push(removed(old[i++]!));
    } else {
      lines.push(added(next[j++]!));
    }
  }
  return [...lines, ...old.slice(i).map(removed), ...next.slice(j).map(added)];
}

/** A stretch of unchanged lines left out of the shown diff. */
export type DiffGap = { kind: "gap"; count: number };

/**
 * The diff as shown: every change with up to `context` unchanged lines around it; longer
 * unchanged stretches become a gap that says how many lines it hides.
 */
export function withContext(lines: DiffLine[], context = 2): Array<DiffLine | DiffGap> {
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === "same") return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++) near[k] = true;
  });
  const shown: Array<DiffLine | DiffGap> = [];
  for (let index = 0; index < lines.length; index++) {
    if (near[index]) {
      shown.push(lines[index]!);
      continue;
    }
    const last = shown.at(-1);
    if (last?.kind === "gap") last.count++;
    else shown.push({ kind: "gap", count: 1 });
  }
  return shown;
}
