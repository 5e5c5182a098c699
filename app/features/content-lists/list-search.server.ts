import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { searchDocument, searchQuery } from "~/platform/db/text-search";

/**
 * The rows whose `columns` hold every word typed (accents and case aside), on the GIN index
 * built over the same columns (app/platform/db/schema.ts): the expression must be the index's own.
 * A search with nothing searchable in it (only punctuation) matches nothing, as a search
 * for "?!" finds nothing anywhere.
 */
export function matchesSearch(typed: string, ...columns: AnyPgColumn[]): SQL {
  const query = searchQuery(typed);
  return query ? sql`${searchDocument(...columns)} @@ ${query}` : sql`false`;
}

/**
 * The same match against a stored search document (a generated tsvector column, e.g. the
 * jobs' search_vector, with its own GIN index).
 */
export function matchesSearchDocument(typed: string, document: AnyPgColumn): SQL {
  const query = searchQuery(typed);
  return query ? sql`${document} @@ ${query}` : sql`false`;
}
