/**
 * The key of a cached page: its path, and of the query only the parameters the page reads,
 * in the order sent ("/news?page=2" for "/news?utm_source=x&page=2"). Repeated values are
 * kept: the page decides what they mean (/news answers 404 to two pages).
 */
export function pageCacheKey(target: string, parameters: readonly string[]): string {
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return target;
  const path = target.slice(0, queryStart);
  if (parameters.length === 0) return path;
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
