/*
 * The search and the groups of the public FAQ page (/faqs). The same code filters in the
 * browser as the visitor types and on the server for ?q= (a search sent without JavaScript),
 * so both find the same questions.
 */

/** The query parameter of a search, the one /faqs declares to the page cache. */
export const FAQ_SEARCH_PARAMS = ["q"] as const;

const MAX_QUERY = 200;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** ?q= as the page reads it: its first value, spaces collapsed, at most 200 characters. */
export function readFaqQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY);
}

/** Lower case without accents: 'búsqueda' is found by 'busqueda', 'Texas' by 'texas'. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** An answer's words without its markup (the answer arrives as HTML: render-markdown.server.ts). */
function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

/**
 * The FAQs whose question, answer or category holds every word of the query, in their order;
 * all of them for an empty query.
 */
export function searchFaqs<T extends { question: string; answerHtml: string; category: string | null }>(
  faqs: readonly T[],
  query: string,
): T[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = folded(`${faq.question} ${textOfHtml(faq.answerHtml)} ${faq.category ?? ""}`);
    return words.every((word) => text.includes(word));
  });
}

export interface FaqGroup<T> {
  /** The category, or null for the FAQs without one (the general group). */
  category: string | null;
  faqs: T[];
}

/**
 * The FAQs under their categories: the general group (no category) first, then each
 * category in the order of its first FAQ, the FAQs keeping their order within each. With no
 * category at all, one general group: the page shows a plain list.
 */
export function groupFaqs<T extends { category: string | null }>(faqs: readonly T[]): Array<FaqGroup<T>> {
  const groups = new Map<string | null, T[]>([[null, []]]);
  for (const faq of faqs) {
    const category = faq.category?.trim() || null;
    const group = groups.get(category);
    if (group) group.push(faq);
    else groups.set(category, [faq]);
  }
  return [...groups].map(([category, items]) => ({ category, faqs: items })).filter((group) => group.faqs.length > 0);
}
