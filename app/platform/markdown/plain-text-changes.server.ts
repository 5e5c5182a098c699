import type { Database } from "~/platform/db/client.server";
import { blogPosts, faqs } from "~/platform/db/schema";

import { renderMarkdown } from "./render-markdown.server";

/*
 * Existing posts (written as plain text) are rendered as Markdown (docs/admin.md, Markdown),
 * and the operator is told which ones would read differently. A text "reads as before" when
 * its Markdown rendering is exactly what the plain-text page showed: paragraphs at blank
 * lines, its line breaks kept, every character as written.
 */

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** The plain-text page's content as HTML, in the form markdown-it writes paragraphs. */
function plainTextAsHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split("\n")
          .map((line) => escapeHtml(line.trim()))
          .join("<br>\n")}</p>\n`,
    )
    .join("");
}

/** True when `text`, rendered as Markdown, reads differently from the same text shown plain. */
export function markdownChangesPlainText(text: string): boolean {
  return renderMarkdown(text) !== plainTextAsHtml(text);
}

export interface ChangedContent {
  kind: "post" | "faq";
  id: string;
  /** The post's title or the FAQ's question. */
  name: string;
}

/** Every post and FAQ (drafts too) whose text Markdown would show differently. */
export async function listContentChangedByMarkdown(db: Database): Promise<ChangedContent[]> {
  const posts = await db
    .select({ id: blogPosts.id, name: blogPosts.title, text: blogPosts.content })
    .from(blogPosts)
    .orderBy(blogPosts.createdAt);
  const answers = await db
    .select({ id: faqs.id, name: faqs.question, text: faqs.answer })
    .from(faqs)
    .orderBy(faqs.createdAt);
  return [
    ...posts
      .filter((post) => markdownChangesPlainText(post.text))
      .map(({ id, name }) => ({ kind: "post" as const, id, name })),
    ...answers
      .filter((faq) => markdownChangesPlainText(faq.text))
      .map(({ id, name }) => ({ kind: "faq" as const, id, name })),
  ];
}
