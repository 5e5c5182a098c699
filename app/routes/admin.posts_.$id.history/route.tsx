import { data, Link, useLocation } from "react-router";

import { ArrowLeftIcon } from "~/components/admin/icons";
import { AdminPage, AdminPageHeader } from "~/components/admin/ui";
import { parseRowId } from "~/features/content-lists/content-actions.server";
import { listMediaByIds } from "~/features/media/media.server";
import { getRevisionAndPrevious, listPostRevisions, sameRevisionText } from "~/features/posts/post-revisions.server";
import { getPostById } from "~/features/posts/post.server";
import type { RestoredState } from "~/features/posts/restore-version";
import { revisionChanges } from "~/features/posts/revision-changes";
import { RevisionDetail } from "~/features/posts/revision-detail";
import { RevisionList } from "~/features/posts/revision-list";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { formatAgencyDateTime } from "~/platform/format/agency-time";

import type { Route } from "./+types/route";

/*
 * A post's History: its saved versions, newest first (when, in the agency's time, and who),
 * what the chosen one changed compared with the one before it, and 'Restore this version'
 * (the post admin's "restore-revision" intent). Staff only: it sits below the admin layout.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: titleWith(
      agencyNameFromMatches(matches),
      loaderData ? `History of ${loaderData.post.title}` : "History",
      "Admin",
    ),
  },
];

/** The query parameter that chooses a revision; without it, the newest. */
export const REVISION_PARAM = "revision";

const unknownEditor = "Unknown";

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseRowId(params.id);
  const post = id ? await getPostById(id) : null;
  if (!post || post.deletedAt) throw data(null, { status: 404 });
  const revisions = await listPostRevisions(post.id);
  const requested = parseRowId(new URL(request.url).searchParams.get(REVISION_PARAM));
  const chosenId = revisions.find((revision) => revision.id === requested)?.id ?? revisions[0]?.id;
  const chosen = chosenId ? await getRevisionAndPrevious(post.id, chosenId) : null;
  let detail = null;
  if (chosen) {
    const { revision, previous } = chosen;
    const imageIds = [revision.featuredMediaId, previous?.featuredMediaId].filter((image) => image != null);
    const images = new Map((await listMediaByIds(imageIds)).map((image) => [image.id, image.fileName]));
    detail = {
      id: revision.id,
      savedAt: formatAgencyDateTime(revision.savedAt),
      editorName: revision.editorName ?? unknownEditor,
      isFirst: previous === null,
      isCurrentText: sameRevisionText(revision, post),
      changes: revisionChanges(revision, previous, (image) => images.get(image) ?? "an image no longer in the library"),
    };
  }
  return {
    post: { id: post.id, title: post.title },
    revisions: revisions.map((revision) => ({
      id: revision.id,
      savedAt: formatAgencyDateTime(revision.savedAt),
      editorName: revision.editorName ?? unknownEditor,
    })),
    chosen: detail,
  };
}

export default function PostHistory({ loaderData }: Route.ComponentProps) {
  const { post, revisions, chosen } = loaderData;
  const restored = (useLocation().state as RestoredState | null)?.restored === true;
  return (
    <AdminPage>
      <Link
        to="/admin/posts"
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon />
        Back to Blog Posts
      </Link>
      <AdminPageHeader
        title="History"
        description={`Every save of “${post.title}”, newest first. Choose one to see what it changed.`}
      />
      {/* Always present, so that the sentence a restore puts in it is announced. */}
      <div role="status">
        {restored ? (
          <p className="rounded-md border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-800">
            Version restored: it is the post&apos;s current text now.
          </p>
        ) : null}
      </div>
      {revisions.length === 0 || !chosen ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
          No saved versions yet: the post was written before History was kept. Its next save starts it.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start">
          <RevisionList revisions={revisions} chosenId={chosen.id} />
          <RevisionDetail key={chosen.id} postId={post.id} revision={chosen} />
        </div>
      )}
    </AdminPage>
  );
}
