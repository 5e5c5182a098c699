/**
 * Recognises the failures that come from the disk under the database rather than from the
 * request: a full disk, a read-only file system, lost permissions, an I/O error. They answer
 * 503 with a plain sentence (the request was fine; the server cannot store anything now),
 * never 500, and the start-up says them instead of guessing.
 */
export type StorageProblem = "disk-full" | "read-only" | "permission-denied" | "io-error";

export const STORAGE_PROBLEM_SENTENCES: Record<StorageProblem, string> = {
  "disk-full": "the disk is full (No space left on device)",
  "read-only": "the file system is read-only",
  "permission-denied": "the server may not write its files (Permission denied)",
  "io-error": "the disk reported an input/output error",
};

const NODE_CODES: Record<string, StorageProblem> = {
  ENOSPC: "disk-full",
  EDQUOT: "disk-full",
  EROFS: "read-only",
  EACCES: "permission-denied",
  EPERM: "permission-denied",
  EIO: "io-error",
};

/** PGlite's file system is Emscripten's, whose errors carry its own errno numbers and no message. */
const EMSCRIPTEN_ERRNOS: Record<number, StorageProblem> = {
  51: "disk-full", // ENOSPC
  19: "disk-full", // EDQUOT
  69: "read-only", // EROFS
  2: "permission-denied", // EACCES
  63: "permission-denied", // EPERM
  29: "io-error", // EIO
};

/** PostgreSQL (and PGlite) SQLSTATEs: class 53 "insufficient resources", 58030 io_error. */
const SQLSTATES: Record<string, StorageProblem> = {
  "53100": "disk-full",
  "58030": "io-error",
};

const MESSAGE_PATTERNS: [RegExp, StorageProblem][] = [
  [/no space left on device|disk quota exceeded/i, "disk-full"],
  [/read-only file system/i, "read-only"],
  [/could not (?:open|create|write|extend).*permission denied/i, "permission-denied"],
];

/** The storage problem behind `error` (or any error in its `cause` chain), or null. */
export function storageProblemOf(error: unknown): StorageProblem | null {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    const problem = ownProblem(current as Record<string, unknown>);
    if (problem) return problem;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function ownProblem(error: Record<string, unknown>): StorageProblem | null {
  const code = error.code;
  if (typeof code === "string" && (NODE_CODES[code] ?? SQLSTATES[code])) return NODE_CODES[code] ?? SQLSTATES[code]!;
  if (error.name === "ErrnoError" && typeof error.errno === "number" && EMSCRIPTEN_ERRNOS[error.errno]) {
    return EMSCRIPTEN_ERRNOS[error.errno]!;
  }
  const message = error.message;
  if (typeof message === "string") {
    for (const [pattern, problem] of MESSAGE_PATTERNS) if (pattern.test(message)) return problem;
  }
  return null;
}

/** For staff who tried to save: what happened and that nothing was saved. */
export function unsavedChangeMessage(problem: StorageProblem): string {
  return `The change was not saved: ${STORAGE_PROBLEM_SENTENCES[problem]} on the server. Try again once it is fixed.`;
}
