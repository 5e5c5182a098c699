import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import readline from "node:readline";

import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  type ArchiveHeader,
  type RowLine,
  type Trailer,
} from "./archive-format";

const NOTHING_WRITTEN = "Nothing was restored.";

async function* lines(inPath: string): AsyncGenerator<string> {
  const input = readline.createInterface({ input: createReadStream(inPath, "utf8"), crlfDelay: Infinity });
  for await (const line of input) yield line;
}

function parse(line: string, inPath: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ArchiveError(`${inPath} is damaged: ${what} is not valid JSON. ${NOTHING_WRITTEN}`);
  }
}

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the whole archive once and checks it: its header, that it ends with its trailer,
 * the row count and the SHA-256 over everything before the trailer. Only an archive that
 * passes is then read again to be loaded.
 */
export async function verifyArchive(inPath: string, knownTables: ReadonlySet<string>): Promise<ArchiveHeader> {
  await access(inPath).catch(() => {
    throw new ArchiveError(`${inPath} does not exist or cannot be read.`);
  });
  const hash = createHash("sha256");
  let header: ArchiveHeader | undefined;
  let trailer: Trailer | undefined;
  let rows = 0;
  let lineNumber = 0;
  let unreadable: string | undefined;
  for await (const line of lines(inPath)) {
    // A line that is not JSON is damage, unless it is the last one: then the file was cut off.
    if (unreadable) throw new ArchiveError(`${inPath} is damaged: ${unreadable} is not valid JSON. ${NOTHING_WRITTEN}`);
    lineNumber++;
    if (lineNumber > 1 && !isJson(line)) {
      unreadable = `line ${lineNumber}`;
      continue;
    }
    if (trailer) {
      if (line === "") continue;
      throw new ArchiveError(`${inPath} has lines after its end line: it was altered. ${NOTHING_WRITTEN}`);
    }
    const value = parse(line, inPath, `line ${lineNumber}`) as Record<string, unknown> | null;
    if (lineNumber === 1) {
      if (value?.format !== ARCHIVE_FORMAT)
        throw new ArchiveError(`${inPath} is not a backup archive of this site. ${NOTHING_WRITTEN}`);
      if (value.version !== ARCHIVE_VERSION) {
        throw new ArchiveError(
          `${inPath} is a version ${String(value.version)} archive; this version reads version ${ARCHIVE_VERSION}. ${NOTHING_WRITTEN}`,
        );
      }
      header = value as unknown as ArchiveHeader;
    } else if (value?.end === true) {
      trailer = value as unknown as Trailer;
      continue;
    } else {
      const table = (value as Partial<RowLine> | null)?.table;
      if (typeof table !== "string" || !knownTables.has(table)) {
        throw new ArchiveError(
          `${inPath} has rows of a table this version does not back up ("${String(table)}", line ${lineNumber}). ${NOTHING_WRITTEN}`,
        );
      }
      rows++;
    }
    hash.update(`${line}\n`);
  }
  if (!header) throw new ArchiveError(`${inPath} is empty. ${NOTHING_WRITTEN}`);
  if (!trailer || unreadable)
    throw new ArchiveError(`${inPath} is incomplete (it has no end line): the archive was cut off. ${NOTHING_WRITTEN}`);
  if (trailer.sha256 !== hash.digest("hex") || trailer.rows !== rows) {
    throw new ArchiveError(`${inPath} does not match its checksum: it was altered or damaged. ${NOTHING_WRITTEN}`);
  }
  return header;
}

/** The row lines of an archive verifyArchive has accepted, in order. */
export async function* archiveRows(inPath: string): AsyncGenerator<RowLine> {
  let first = true;
  for await (const line of lines(inPath)) {
    if (first) {
      first = false;
      continue;
    }
    if (line === "") continue;
    const value = JSON.parse(line) as RowLine | Trailer;
    if ("end" in value) return;
    yield value;
  }
}
