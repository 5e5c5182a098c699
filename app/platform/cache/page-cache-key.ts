/**
 * How a page's key reads its query: "as-sent" keeps the declared parameters in the order and
 * form sent (a page that answers 404 to a repeated one); "normalized" keeps each declared
 * parameter's first value only, sorted by name and re-encoded, for a page that reads its
 * parameters that way (a search form's page): "/jobs?type=a&q=b&q=c" is "/jobs?q=b&type=a".
 */
export type PageQueryStyle = "as-sent" | "normalized";

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function normalizedKey(path: string, query: string, parameters: readonly string[]): string {
  const kept = new Map<string, string>();
  for (const pair of query.split("&")) {
    const equals = pair.indexOf("=");
    const name = decoded(equals === -1 ? pair : pair.slice(0, equals));
    const value = decoded(equals === -1 ? "" : pair.slice(equals + 1));
    // An empty value is the parameter not given, as the page reads it.
    if (name === null || !value || !parameters.includes(name) || kept.has(name)) continue;
    kept.set(name, value);
  }
  const sorted = new URLSearchParams([...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const normalized = sorted.toString();
  return normalized ? `${path}?${normalized}` : path;
}

/**
 * The key of a cached page: its path, and of the query only the parameters the page reads,
 * in the order sent ("/news?page=2" for "/news?utm_source=x&page=2"). Repeated values are
 * kept: the page decides what they mean (/news answers 404 to two pages).
 */
export function pageCacheKey(target: string, parameters: readonly string[], style: PageQueryStyle = "as-sent"): string {
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return target;
  const path = target.slice(0, queryStart);
  if (parameters.length === 0) return path;
  if (style === "normalized") return normalizedKey(path, target.slice(queryStart + 1), parameters);
  const kept = target
    .slice(queryStart + 1)
    .split("&")
    .filter((pair) => {
      const name = pair.split("=", 1)[0]!;
      let decoded: string;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        return false;
      }
      return parameters.includes(decoded);
    });
  return kept.length === 0 ? path : `${path}?${kept.join("&")}`;
}
