import { createHash, createHmac, type Hash, type Hmac } from "node:crypto";

/*
 * The backup archive: JSON lines, one engine-independent text file.
 *   {"format":"teamwork-staffing-backup","version":1,...}      the header
 *   {"table":"faqs","row":{"id":"...","createdAt":{"$date":"..."}}}   one line per row
 *   {"end":true,"rows":123,"sha256":"...","hmac":"..."}          the trailer
 * The trailer's SHA-256 covers every byte before it, so a truncated or damaged archive is
 * recognised before anything is written. Its HMAC-SHA256 covers the same bytes, keyed with the
 * site's auth secret: whoever can change the file but does not know the secret cannot make
 * an altered archive pass (a new SHA-256 is easy to compute; a new HMAC is not). The secret
 * the archive itself may hold cannot be the check: restore checks with the restoring site's.
 */

export const ARCHIVE_FORMAT = "teamwork-staffing-backup";
export const ARCHIVE_VERSION = 1;

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** The engine it was made on, for information only: the archive fits either. */
  engine: string;
  /** Where the auth secret lived: in the database (archived with it) or in BETTER_AUTH_SECRET. */
  authSecret: "database" | "environment";
  tables: { name: string; rows: number }[];
}

export interface RowLine {
  table: string;
  row: Record<string, unknown>;
}

export interface Trailer {
  end: true;
  rows: number;
  sha256: string;
  /** HMAC-SHA256 keyed with the auth secret; absent from archives made before it existed. */
  hmac?: string;
}

/** The archive's HMAC over `bytes`, keyed with an auth secret. */
export function archiveHmac(key: string): Hmac {
  return createHmac("sha256", key);
}

/** A value in a form JSON keeps: dates, bytes and big integers are tagged. */
export function encodeValue(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
  if (typeof value === "bigint") return { $bigint: value.toString() };
  return value;
}

/** The inverse of encodeValue; `isJson` columns keep their value as it is (it is the stored JSON). */
export function decodeValue(value: unknown, isJson: boolean): unknown {
  if (isJson || value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const tagged = value as Record<string, unknown>;
  const keys = Object.keys(tagged);
  if (keys.length !== 1) return value;
  if (typeof tagged.$date === "string") return new Date(tagged.$date);
  if (typeof tagged.$bytes === "string") return Buffer.from(tagged.$bytes, "base64");
  if (typeof tagged.$bigint === "string") return BigInt(tagged.$bigint);
  return value;
}

/** Builds the archive's lines and the running checksum over them. */
export class ArchiveWriter {
  private readonly hash: Hash = createHash("sha256");
  private readonly hmac: Hmac;
  private rows = 0;

  constructor(signingKey: string) {
    this.hmac = archiveHmac(signingKey);
  }

  line(value: ArchiveHeader | RowLine): string {
    if ("row" in value) this.rows++;
    const text = `${JSON.stringify(value)}\n`;
    this.hash.update(text);
    this.hmac.update(text);
    return text;
  }

  trailer(): string {
    const trailer: Trailer = {
      end: true,
      rows: this.rows,
      sha256: this.hash.digest("hex"),
      hmac: this.hmac.digest("hex"),
    };
    return `${JSON.stringify(trailer)}\n`;
  }
}

export class ArchiveError extends Error {
  override name = "ArchiveError";
}
