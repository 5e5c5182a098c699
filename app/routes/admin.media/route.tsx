import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { requireStaff, requireStaffForMutation } from "~/auth/guard.server";
import { thumbnailOf } from "~/components/admin/publishing/image-field";
import { AdminPage, AdminPageHeader, EmptyState, LoadError } from "~/components/admin/ui";
import { agency } from "~/config/agency";
import { listMediaLibrary } from "~/models/media.server";
import { formatDate } from "~/utils/format-date";
import { POST_FORM_MAX_BYTES, readFormDataWithin } from "~/utils/read-form-data.server";
import { performMediaAction } from "./media-actions.server";

export const meta: Route.MetaFunction = () => [{ title: `Media | Admin | ${agency.name}` }];

// Staff pages: never kept by a browser or a shared cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  try {
    const images = await listMediaLibrary();
    return {
      loadFailed: false,
      images: images.map((image) => ({
        id: image.id,
        fileName: image.fileName,
        width: image.width,
        height: image.height,
        byteSize: image.byteSize,
        storedBytes: image.storedBytes,
        createdAt: image.createdAt.toISOString(),
        usedBy: image.usedBy,
      })),
    };
  } catch (error) {
    // SPEC.md section 8: a failed fetch is logged; the page still renders.
    console.error("Could not load the media library:", error);
    return { loadFailed: true, images: [] };
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaffForMutation(request);
  const result = await performMediaAction(await readFormDataWithin(request, POST_FORM_MAX_BYTES));
  return data(result, { status: result.ok ? 200 : result.status });
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { images, loadFailed } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage>
      <AdminPageHeader title="Media" description="Every uploaded image. An image a post uses cannot be deleted." />
      <Form method="post" encType="multipart/form-data" className="mb-6 flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-4">
        <div>
          <label htmlFor="media-file" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Upload an image
          </label>
          <input id="media-file" type="file" name="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" required className="text-sm" />
        </div>
        <button type="submit" name="intent" value="upload" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          Upload
        </button>
      </Form>
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={`mb-4 rounded-md px-4 py-3 font-medium ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}>
          {actionData.ok ? actionData.message : actionData.error}
        </p>
      ) : null}
      {loadFailed ? (
        <LoadError>The media library could not be loaded. Please try again in a moment.</LoadError>
      ) : images.length === 0 ? (
        <EmptyState>No images yet. Upload one here or with a post's 'Featured Image'.</EmptyState>
      ) : (
        <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-md border border-slate-200 bg-white">
              <img src={thumbnailOf(image)} alt="" loading="lazy" width={480} height={270} className="aspect-video w-full bg-slate-100 object-cover" />
              <div className="space-y-1 p-4 text-sm">
                <p className="truncate font-semibold text-slate-900">{image.fileName}</p>
                <p className="text-slate-600">
                  {image.width} × {image.height} px · {size(image.byteSize)} uploaded · {formatDate(image.createdAt)}
                </p>
                <p className="text-slate-600">{image.usedBy.length === 0 ? "Not used by any post" : `Used by: ${image.usedBy.map((post) => post.title).join(", ")}`}</p>
                <Form method="post" className="pt-2">
                  <input type="hidden" name="id" value={image.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    disabled={busy}
                    aria-label={`Delete ${image.fileName}`}
                    className="rounded-md border border-red-300 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                  >
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
