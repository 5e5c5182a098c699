import { diffLines, withContext, type DiffGap, type DiffLine } from "./line-diff";
import type { RevisionText } from "./revision-columns";

/*
 * What a revision changed, compared with the one saved before it: the fields that differ
 * (as the post form names them) and the changed lines of the content, and of its Spanish
 * version, with a little context. The
 * first revision is compared with an empty post: everything in it is new.
 */

export interface FieldChange {
  label: string;
  before: string | null;
  after: string | null;
}

export interface RevisionChanges {
  fields: FieldChange[];
  /** The content's lines around each change; null when the content is the same. */
  content: Array<DiffLine | DiffGap> | null;
  /** The same for 'Content (Spanish)'. */
  contentEs: Array<DiffLine | DiffGap> | null;
}

const fields: Array<{
  label: string;
  read: (revision: RevisionText, imageName: (id: string) => string) => string | null;
}> = [
  { label: "Title", read: (revision) => revision.title },
  { label: "Slug", read: (revision) => revision.slug },
  { label: "Excerpt", read: (revision) => revision.excerpt },
  { label: "Title (Spanish)", read: (revision) => revision.titleEs },
  { label: "Excerpt (Spanish)", read: (revision) => revision.excerptEs },
  { label: "Meta Description", read: (revision) => revision.metaDescription },
  {
    label: "Uploaded Image",
    read: (revision, imageName) => (revision.featuredMediaId ? imageName(revision.featuredMediaId) : null),
  },
  { label: "Featured Image URL", read: (revision) => revision.featuredImageUrl },
  { label: "Image Description", read: (revision) => revision.featuredImageAlt },
];

/**
 * The changes from `previous` (null: the first save) to `revision`. `imageName` names an
 * uploaded image (its file name) by its id.
 */
export function revisionChanges(
  revision: RevisionText,
  previous: RevisionText | null,
  imageName: (id: string) => string,
): RevisionChanges {
  const changed: FieldChange[] = [];
  for (const field of fields) {
    const before = previous ? field.read(previous, imageName) || null : null;
    const after = field.read(revision, imageName) || null;
    if (before !== after) changed.push({ label: field.label, before, after });
  }
  return {
    fields: changed,
    content: lineChanges(previous?.content ?? "", revision.content),
    contentEs: lineChanges(previous?.contentEs ?? "", revision.contentEs ?? ""),
  };
}

function lineChanges(before: string, after: string): Array<DiffLine | DiffGap> | null {
  return before === after ? null : withContext(diffLines(before, after));
}
