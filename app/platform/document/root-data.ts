import { useRouteLoaderData } from "react-router";

/*
 * The agency's name from the settings, for pages outside the public layout (the staff area,
 * the sign-in pages, error pages): the root loader hands it out. Empty when it could not be
 * read; titles then carry only the page's own name.
 */

const ROOT_ROUTE_ID = "root";

export interface RootData {
  agencyName: string;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function agencyNameFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === ROOT_ROUTE_ID);
  return (root?.loaderData as Partial<RootData> | undefined)?.agencyName ?? "";
}

export function useAgencyName(): string {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as Partial<RootData> | undefined)?.agencyName ?? "";
}

/** "Manage FAQs | Admin | TeamWork Staffing": the parts, then the agency's name when known. */
export function titleWith(agencyName: string, ...parts: string[]): string {
  return [...parts, agencyName].filter(Boolean).join(" | ");
}
