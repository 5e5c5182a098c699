import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useFetcher } from "react-router";

import { ImageIcon, TrashIcon } from "~/components/admin/icons";
import { buttonStyles } from "~/components/admin/ui";
import { FieldShell, TextField, useControlProps } from "~/components/form-fields";
import { thumbnailPath } from "~/features/media/image-variants";
import type { loadMediaLibrary } from "~/features/media/media-library.server";

import { FEATURED_IMAGE_FILE_FIELD, postFields, type LibraryImage } from "./post-schema";

/** The post's image now: an upload from the library, or an address, and its description. */
export interface CurrentImage {
  media: LibraryImage | null;
  url: string | null;
  alt: string | null;
}

const acceptedTypes = "image/jpeg,image/png,image/webp,image/avif,image/gif";
const maxFileBytes = 10 * 1024 * 1024;
const fileHint = "JPEG, PNG, WebP, AVIF or GIF, at most 10 MB. Resized for every screen when saved.";
const altHint = "What the picture shows, for people who cannot see it. Empty: the post's title.";

type Choice =
  { kind: "file"; previewUrl: string; name: string } | { kind: "library"; image: LibraryImage } | { kind: "none" };

/**
 * The post form's featured image (the publishing issue): 'Featured Image' (upload a file), or
 * one chosen from the media library, or 'Featured Image URL' (an address on another site),
 * with 'Image Description' (alt text) and a thumbnail of what the post will show; 'Remove
 * image' leaves the post without one. The server checks the file again, by its content.
 */
export function ImageField({
  current,
  errors,
}: {
  current: CurrentImage | null;
  errors: Partial<Record<string, string>>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const initial: Choice = current?.media ? { kind: "library", image: current.media } : { kind: "none" };
  const [choice, setChoice] = useState<Choice>(initial);
  const [url, setUrl] = useState(current?.url ?? "");
  const [removed, setRemoved] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  // A chosen file is shown from memory; the memory is given back when it changes.
  const previewUrl = choice.kind === "file" ? choice.previewUrl : null;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = "";
  };
  const onFile = (file: File | undefined) => {
    setFileError(null);
    if (!file) return setChoice(initial);
    if (file.size > maxFileBytes) {
      setFileError("The image is larger than 10 MB. Choose a smaller file.");
      clearFile();
      return;
    }
    setRemoved(false);
    setChoice({ kind: "file", previewUrl: URL.createObjectURL(file), name: file.name });
  };
  const choose = (image: LibraryImage) => {
    clearFile();
    setRemoved(false);
    setChoice({ kind: "library", image });
  };
  const remove = () => {
    clearFile();
    setChoice({ kind: "none" });
    setUrl("");
    setRemoved(true);
  };

  const shown =
    choice.kind === "file"
      ? { src: choice.previewUrl, caption: `New file: ${choice.name}` }
      : choice.kind === "library"
        ? { src: thumbnailPath(choice.image), caption: choice.image.fileName }
        : url.trim()
          ? { src: url.trim(), caption: "From the address below" }
          : null;

  return (
    <fieldset className="@container rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-slate-800">Post image</legend>
      {/* Side by side when the form is wide enough (the sidebar takes room from the page). */}
      <div className="grid gap-5 @xl:grid-cols-[12rem_1fr]">
        <div>
          <Thumbnail src={shown?.src ?? null} />
          {shown ? (
            <div className="mt-2 space-y-2">
              <p className="text-xs break-all text-slate-600">{shown.caption}</p>
              <button type="button" onClick={remove} className={`${buttonStyles.secondary} px-3 py-1.5`}>
                <TrashIcon />
                Remove image
              </button>
            </div>
          ) : null}
          <input
            type="hidden"
            name={postFields.featuredMediaId}
            value={choice.kind === "library" ? choice.image.id : ""}
          />
          {removed ? <input type="hidden" name={postFields.removeImage} value="on" /> : null}
        </div>

        <div className="min-w-0 space-y-4">
          <FileField inputRef={fileInput} error={fileError ?? errors[FEATURED_IMAGE_FILE_FIELD]} onFile={onFile} />
          <LibraryPicker
            selectedId={choice.kind === "library" ? choice.image.id : null}
            error={errors[postFields.featuredMediaId]}
            onChoose={choose}
          />
          <TextField
            label="Featured Image URL"
            name={postFields.featuredImageUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setRemoved(false);
            }}
            error={errors[postFields.featuredImageUrl]}
            hint="An image on another site, used when no image is uploaded or chosen."
            optional
          />
          <TextField
            label="Image Description"
            name={postFields.featuredImageAlt}
            defaultValue={current?.alt ?? ""}
            maxLength={300}
            error={errors[postFields.featuredImageAlt]}
            hint={altHint}
            optional
          />
        </div>
      </div>
    </fieldset>
  );
}

/** The chosen picture at the shape the news cards show it; a message when an address does not load. */
function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = src !== null && failed === src;
  return (
    <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-600 ring-1 ring-slate-300/70">
      {src && !broken ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <span className="flex flex-col items-center gap-1 px-3 text-center text-xs">
          <ImageIcon className="size-6" />
          {broken ? "This address does not load an image" : "No image"}
        </span>
      )}
    </div>
  );
}

function FileField({
  inputRef,
  error,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  error?: string;
  onFile: (file: File | undefined) => void;
}) {
  const frame = { label: "Featured Image", hint: fileHint, error, optional: true };
  const control = useControlProps(frame);
  return (
    <FieldShell id={control.id} frame={frame}>
      <input
        ref={inputRef}
        {...control}
        type="file"
        name={FEATURED_IMAGE_FILE_FIELD}
        accept={acceptedTypes}
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
        className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </FieldShell>
  );
}

/** The images already uploaded, loaded from /admin/media when staff open the list. */
function LibraryPicker({
  selectedId,
  error,
  onChoose,
}: {
  selectedId: string | null;
  error?: string;
  onChoose: (image: LibraryImage) => void;
}) {
  const library = useFetcher<typeof loadMediaLibrary>();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const images = library.data?.images ?? [];
  return (
    <details
      open={open || Boolean(error)}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen && library.state === "idle" && !library.data) void library.load("/admin/media");
      }}
      className="rounded-md border border-slate-200 bg-white"
    >
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        Or choose an image already uploaded
      </summary>
      <div className="border-t border-slate-200 p-3">
        {library.state !== "idle" && !library.data ? (
          <p className="text-sm text-slate-500">Loading the media library…</p>
        ) : library.data?.loadFailed ? (
          <p role="alert" className="text-sm text-red-700">
            The media library could not be loaded. Please try again in a moment.
          </p>
        ) : library.data && images.length === 0 ? (
          <p className="text-sm text-slate-500">No images uploaded yet.</p>
        ) : (
          <div role="radiogroup" aria-labelledby={headingId}>
            <p id={headingId} className="sr-only">
              Media library
            </p>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {images.map((image) => {
                const selected = image.id === selectedId;
                return (
                  <li key={image.id}>
                    <button
                      type="button"
                      role="radio"
                      aria-checked={selected}
                      aria-label={image.fileName}
                      onClick={() => onChoose(image)}
                      className={`block w-full overflow-hidden rounded-md ring-offset-1 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                        selected ? "ring-3 ring-brand-700" : "ring-1 ring-slate-200 hover:ring-brand-400"
                      }`}
                    >
                      <img
                        src={thumbnailPath(image)}
                        alt=""
                        loading="lazy"
                        className="aspect-video w-full bg-slate-100 object-cover"
                      />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </details>
  );
}
