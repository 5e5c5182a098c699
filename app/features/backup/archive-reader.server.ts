import { createHash, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import readline from "node:readline";

import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  archiveHmac,
  type ArchiveHeader,
  type RowLine,
  type Trailer,
} from "./archive-format";

const NOTHING_WRITTEN = "Nothing was restored.";
const SKIP_HINT =
  "If you trust this file (a backup of this site made before its auth secret changed, e.g. on a new machine), add --skip-signature.";

/** How the archive's signature is checked: with the restoring site's auth secret, or not at all. */
export interface SignatureCheck {
  key: string | null;
  skip: boolean;
}

function checkSignature(inPath: string, trailer: Trailer, computed: string | undefined, check: SignatureCheck): void {
  if (check.skip) return;
  if (trailer.hmac === undefined)
    throw new ArchiveError(`${inPath} is not signed (made by an older version). ${NOTHING_WRITTEN} ${SKIP_HINT}`);
  if (computed === undefined) {
    throw new ArchiveError(
      `This site has no auth secret yet to check ${inPath}'s signature with (set BETTER_AUTH_SECRET to the value the backed-up site used, if it used one). ${NOTHING_WRITTEN} ${SKIP_HINT}`,
    );
  }
  const sent = Buffer.from(trailer.hmac);
  if (sent.length !== computed.length || !timingSafeEqual(sent, Buffer.from(computed))) {
    throw new ArchiveError(
      `${inPath} is not signed with this site's auth secret: it was altered, or made by a site with another secret. ${NOTHING_WRITTEN} ${SKIP_HINT}`,
    );
  }
}

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
 * the row count and the SHA-256 over everything before the trailer, then its HMAC with the
 * restoring site's auth secret (archive-format.ts). Only an archive that passes is then read
 * again to be loaded.
 */
export async function verifyArchive(
  inPath: string,
  knownTables: ReadonlySet<string>,
  signature: SignatureCheck,
): Promise<ArchiveHeader> {
  await access(inPath).catch(() => {
    throw new ArchiveError(`${inPath} does not exist or cannot be read.`);
  });
  const hash = createHash("sha256");
  const hmac = signature.key === null ? undefined : archiveHmac(signature.key);
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
    hmac?.update(`${line}\n`);
  }
  if (!header) throw new ArchiveError(`${inPath} is empty. ${NOTHING_WRITTEN}`);
  if (!trailer || unreadable)
    throw new ArchiveError(`${inPath} is incomplete (it has no end line): the archive was cut off. ${NOTHING_WRITTEN}`);
  if (trailer.sha256 !== hash.digest("hex") || trailer.rows !== rows) {
    throw new ArchiveError(`${inPath} does not match its checksum: it was altered or damaged. ${NOTHING_WRITTEN}`);
  }
  checkSignature(inPath, trailer, hmac?.digest("hex"), signature);
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
