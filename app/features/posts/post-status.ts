/**
 * Where a post stands, as the admin table, the dashboard and the preview bar say it: a
 * published post whose date is still to come is 'Scheduled' (docs/admin.md, Publishing).
 */
type PostState = "draft" | "scheduled" | "published";

export interface PostStatus {
  state: PostState;
  /** 'Draft', 'Scheduled' or 'Published'. */
  label: string;
  /** The publish date (ISO), past or to come; null for a draft. */
  publishedAt: string | null;
}

export function postStatus(
  post: { isPublished: boolean; publishedAt: Date | string | null },
  now: Date = new Date(),
): PostStatus {
  const publishedAt = post.publishedAt === null ? null : new Date(post.publishedAt);
  if (!post.isPublished || !publishedAt) return { state: "draft", label: "Draft", publishedAt: null };
  if (publishedAt.getTime() > now.getTime())
    return { state: "scheduled", label: "Scheduled", publishedAt: publishedAt.toISOString() };
  return { state: "published", label: "Published", publishedAt: publishedAt.toISOString() };
}

/** The row action that opens the article: 'View' a live post, 'Preview' a draft or scheduled one (staff only). */
export function articleLinkFor(
  post: { slug: string; isPublished: boolean; publishedAt: Date | string | null },
  now: Date = new Date(),
) {
  const live = postStatus(post, now).state === "published";
  return { label: live ? "View" : "Preview", href: `/news/${encodeURIComponent(post.slug)}` } as const;
}
