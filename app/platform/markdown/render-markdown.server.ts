import MarkdownIt, { type Env, type MarkdownIt as MarkdownItInstance, type StateCore } from "markdown-it";

/*
 * Post content and FAQ answers are Markdown, rendered here on the server only: the public
 * pages receive HTML, so no Markdown code reaches the browser. The same function renders
 * the article, the FAQ answers, the RSS feed and the editor's Preview, so they all match.
 *
 * What staff may write (the publishing issue): paragraphs, single line breaks kept (every
 * post written as plain text looks as before), # headings, bold, italic, links, bulleted and
 * numbered lists, block quotes, tables, inline code, a horizontal rule; bare http(s) URLs, www
 * addresses and email addresses become links. Headings are written "## Section" and
 * "### Subsection", as in Ghost or GitHub: the page's title is its h1. What is refused, and why:
 * - raw HTML is shown as text (html: false), never run;
 * - a link is made only to http(s) and mailto addresses (validateLink below);
 * - indented code blocks are off: four leading spaces stay text;
 * - images inside the text are off: they would come from any host, unsized (layout shift)
 *   and without the checks the featured image gets;
 * - "setext" headings (a line underlined with --- or ===) are off: in a plain-text post an
 *   underlined line must not turn the paragraph above it into a heading;
 * - link reference definitions ("[1]: https://...") are off: such a line would vanish from
 *   the text instead of showing;
 * - fenced code is off: no styles for it on the public pages.
 * Tables (GitHub's "| a | b |" lines under a "|---|---|" line) are on: a table sits in a box
 * of its own that scrolls sideways on a narrow screen (the `.rich-text .table-scroll` styles
 * of app/styles/base.css), so a wide one never widens the page. The box can take the focus,
 * so that keyboard users can scroll it too. A column's alignment (":---:") is a style
 * attribute, which the pages' Content-Security-Policy allows (style-src 'unsafe-inline').
 */

export interface RenderMarkdownOptions {
  /**
   * The level "## Heading" becomes ("# Heading" too: the page has one h1, its title). In an
   * article that is h2; an FAQ answer sits under an h3 question, so there it is h4.
   */
  topHeadingLevel?: 2 | 3 | 4 | 5;
}

type RenderEnv = Env & { topHeadingLevel: number };

/** The longest content the post form accepts. */
export const MARKDOWN_MAX_LENGTH = 100_000;

const allowedLink = /^(https?:\/\/|mailto:)/i;

/** Bare addresses with these endings become links ("example.com"); "README.md" or "node.js" stay text. */
const linkedBareDomainEndings = ["com", "org", "net", "edu", "gov", "us", "info", "biz", "jobs"];

function createRenderer(): MarkdownItInstance {
  const md = new MarkdownIt("default", { html: false, linkify: true, breaks: true, typographer: false });
  md.disable(["code", "fence", "lheading", "reference", "image", "strikethrough"]);
  md.renderer.rules.table_open = () => '<div class="table-scroll" tabindex="0">\n<table>\n';
  md.renderer.rules.table_close = () => "</table>\n</div>\n";
  md.validateLink = (url) => allowedLink.test(url.trim());
  md.linkify.set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false });
  md.linkify.tlds(linkedBareDomainEndings, false);
  // A bare "www.example.com" gets https, not linkify's http.
  const normalizeBare = md.linkify.normalize.bind(md.linkify);
  md.linkify.normalize = (match) => {
    normalizeBare(match);
    if (!match.schema) match.url = match.url.replace(/^http:\/\//i, "https://");
  };
  md.core.ruler.push("shift_headings", shiftHeadings);
  return md;
}

/** "#" and "##" become topHeadingLevel, "###" the level below it, and so on, at most h6. */
function shiftHeadings(state: StateCore): void {
  const { topHeadingLevel } = state.env as RenderEnv;
  for (const token of state.tokens) {
    if (token.type !== "heading_open" && token.type !== "heading_close") continue;
    const written = Math.max(2, Number(token.tag.slice(1)));
    token.tag = `h${Math.min(6, written - 2 + topHeadingLevel)}`;
  }
}

const renderer = createRenderer();

/** The HTML of `markdown`: safe to insert as it is (no raw HTML, only http(s)/mailto links). */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): string {
  const env: RenderEnv = { topHeadingLevel: options.topHeadingLevel ?? 2 };
  return renderer.render(markdown, env);
}
