import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";

import { TrashIcon } from "~/components/admin/icons";
import { AdminPage, AdminPageHeader, buttonStyles, EmptyState, LoadError } from "~/components/admin/ui";
import { refuseWhenStorageFails } from "~/features/content-lists/storage-guard.server";
import { thumbnailPath } from "~/features/media/image-variants";
import { performMediaAction } from "~/features/media/media-actions.server";
import { MEDIA_FILE_FIELD } from "~/features/media/media-fields";
import { loadMediaLibrary } from "~/features/media/media-library.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { formatDate } from "~/platform/format/format-date";
import type { RequestBodyHandle } from "~/platform/http/body-limits";

import type { Route } from "./+types/route";

/*
 * /admin/media (the publishing issue): every uploaded image with its thumbnail, size, date
 * and the posts that use it; upload one; delete an unused one (one in use is refused with a
 * message naming the posts). Posts choose from these in their form.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Media", "Admin") },
];

export function loader() {
  return loadMediaLibrary();
}

// An upload: the server reads up to UPLOAD_BODY_LIMIT (12 MB) for this address, not 64 KB.
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

export async function action({ request }: Route.ActionArgs) {
  // A full or read-only disk answers 503 with a sentence (never 500), before anything is written.
  return refuseWhenStorageFails(async () => {
    const result = await performMediaAction(request);
    return data(result, { status: result.ok ? 200 : result.status });
  });
}

function sizeName(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const confirmDelete = "Are you sure you want to delete this image?";

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { images, loadFailed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const uploadForm = useRef<HTMLFormElement>(null);
  // After an upload the file input is emptied, ready for the next one.
  useEffect(() => {
    if (actionData?.ok) uploadForm.current?.reset();
  }, [actionData]);

  return (
    <AdminPage>
      <AdminPageHeader
        title="Media"
        description="Every uploaded image, newest first. Choose one for a post in its form; an image a post uses cannot be deleted."
      />
      <Form
        ref={uploadForm}
        method="post"
        encType="multipart/form-data"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <label htmlFor="media-file" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Upload an image
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="media-file"
            type="file"
            name={MEDIA_FILE_FIELD}
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            required
            aria-describedby="media-file-hint"
            className="block min-w-0 flex-1 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <button type="submit" name="intent" value="upload" disabled={busy} className={buttonStyles.primary}>
            {busy && navigation.formData?.get("intent") === "upload" ? "Uploading..." : "Upload"}
          </button>
        </div>
        <p id="media-file-hint" className="mt-2 text-sm text-slate-500">
          JPEG, PNG, WebP, AVIF or GIF, at most 10 MB. Resized for every screen, its location data removed.
        </p>
      </Form>

      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`rounded-lg border px-4 py-3 font-medium ${actionData.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"}`}
        >
          {"message" in actionData ? actionData.message : actionData.ok ? null : actionData.error}
        </p>
      ) : null}

      {loadFailed ? (
        <LoadError>The media library could not be loaded. Please reload the page in a moment.</LoadError>
      ) : images.length === 0 ? (
        <EmptyState>No images yet. Upload one here, or with a post&apos;s &apos;Featured Image&apos;.</EmptyState>
      ) : (
        <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {images.map((image) => (
            <li
              key={image.id}
              className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
            >
              <img
                src={thumbnailPath(image)}
                alt=""
                loading="lazy"
                width={480}
                height={270}
                className="aspect-video w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
                <p className="truncate font-semibold text-slate-900" title={image.fileName}>
                  {image.fileName}
                </p>
                <p className="text-slate-600">
                  {image.width} × {image.height} px · {sizeName(image.byteSize)}
                </p>
                <p className="text-slate-600">Uploaded {formatDate(image.createdAt)}</p>
                <p className={image.usedBy.length === 0 ? "text-slate-500" : "text-slate-700"}>
                  {image.usedBy.length === 0
                    ? "Not used by any post"
                    : `Used by: ${image.usedBy.map((post) => post.title).join(", ")}`}
                </p>
                <Form
                  method="post"
                  className="mt-auto pt-3"
                  onSubmit={(event) => {
                    if (!window.confirm(confirmDelete)) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="id" value={image.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    disabled={busy}
                    aria-label={`Delete ${image.fileName}`}
                    className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
                  >
                    <TrashIcon />
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
