import { hasSpanishText, textFor, type ShownText } from "~/features/content-lists/spanish-text";
import type { Locale } from "~/platform/i18n/locale";

import type { BlogPost } from "./post.server";

type PostTexts = Pick<BlogPost, "title" | "excerpt" | "content"> &
  Partial<Pick<BlogPost, "titleEs" | "excerptEs" | "contentEs">>;

/** Whether the post has its Spanish title, excerpt and content. */
export function postHasSpanish(post: PostTexts): boolean {
  return hasSpanishText([post.titleEs, post.excerptEs, post.contentEs]);
}

/** The title, excerpt and content a page in `locale` shows (see textFor). */
export function postTextFor(
  locale: Locale,
  post: PostTexts,
): ShownText<{ title: string; excerpt: string; content: string }> {
  const spanish = postHasSpanish(post)
    ? { title: post.titleEs!, excerpt: post.excerptEs!, content: post.contentEs! }
    : null;
  return textFor(locale, { title: post.title, excerpt: post.excerpt, content: post.content }, spanish);
}
