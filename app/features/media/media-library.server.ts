import { loadOrLog } from "~/platform/http/load-or-log.server";

import { listMediaLibrary } from "./media.server";

/**
 * What /admin/media lists, and what a post's form loads for its 'Choose from library'
 * (a fetcher of that page): every image with the posts that use it.
 */
export function loadMediaLibrary() {
  return loadOrLog(
    "the media library",
    async () => ({
      images: (await listMediaLibrary()).map((image) => ({
        id: image.id,
        fileName: image.fileName,
        width: image.width,
        height: image.height,
        byteSize: image.byteSize,
        createdAt: image.createdAt.toISOString(),
        // A post in the Trash still holds its image: the list says which ones are there.
        usedBy: image.usedBy.map((post) => ({
          id: post.id,
          title: post.inTrash ? `${post.title} (in the Trash)` : post.title,
        })),
      })),
    }),
    { images: [] },
  );
}
