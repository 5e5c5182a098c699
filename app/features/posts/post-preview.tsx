import { agencyLocalToDate } from "~/platform/format/agency-time";

import { ArticleView } from "./article-view";
import type { ImagePreview } from "./image-field";
import { postFields, type PostRow } from "./post-schema";

/**
 * The date the article will show once saved as published (post-form.tsx's 'Publish Date'
 * rules): the date typed; else the post's own date when 'Keep the current date' is ticked;
 * else now.
 */
export function previewPublishDate(
  form: FormData,
  post: Pick<PostRow, "publishedAt"> | null,
  now: Date = new Date(),
): string {
  const typed = form.get(postFields.publishAt);
  const chosen = typeof typed === "string" && typed.trim() ? agencyLocalToDate(typed.trim()) : null;
  if (chosen) return chosen.toISOString();
  if (form.get(postFields.keepPublishedDate) !== null && post?.publishedAt) {
    return new Date(post.publishedAt).toISOString();
  }
  return now.toISOString();
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The post form's 'Preview': the article as /news/<slug> will show it (ArticleView), from
 * the form as it was when Preview was opened, the picture the image field now holds and the
 * content the server rendered. `spanish`: the 'Content (Spanish)' editor's, with the Spanish
 * title.
 */
export function PostPreview({
  contentHtml,
  form,
  post,
  image,
  spanish,
}: {
  contentHtml: string;
  form: FormData;
  post: PostRow | null;
  image: ImagePreview | null;
  spanish?: boolean;
}) {
  const title = (spanish && text(form, postFields.titleEs)) || text(form, postFields.title);
  const alt = text(form, postFields.featuredImageAlt) || title;
  return (
    <article className="mx-auto max-w-3xl pb-2">
      <ArticleView
        imageLoading="eager"
        post={{
          title: title || "Untitled post",
          author: text(form, postFields.author),
          publishedAt: previewPublishDate(form, post),
          image: image ? { ...image, alt } : null,
          contentHtml,
          lang: spanish ? "es" : undefined,
        }}
      />
    </article>
  );
}
