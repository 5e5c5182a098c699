import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/*
 * Admin search uses PostgreSQL's own text search (built into both engines, no extension to
 * load). Accents are folded with translate(), which is immutable, so the same expression can
 * back a GIN index: a query must use searchDocument() exactly as the index does.
 * Upper-case letters are listed too because lower() in PGlite's C locale leaves them alone.
 */
const ACCENTED = "ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝŸýÿ";
const PLAIN = [...ACCENTED].map(foldAccents).join("");

/** The same folding for a query typed by staff (ø has no decomposition of its own). */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ø/g, "o").replace(/Ø/g, "O");
}

/** The searchable text of a row: its columns joined, accents folded, as a tsvector. */
export function searchDocument(...columns: AnyPgColumn[]): SQL {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple'::regconfig, translate(${joined}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
}

/**
 * A tsquery matching every word typed, each as a prefix ("resum" finds "resume"), or null
 * when nothing searchable was typed. Only letters and digits reach the query syntax.
 */
export function searchQuery(typed: string): SQL | null {
  const words = foldAccents(typed)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) return null;
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(" & ")})`;
}
