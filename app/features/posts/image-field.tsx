import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useFetcher } from "react-router";

import { ImageIcon, TrashIcon } from "~/components/admin/icons";
import { buttonStyles } from "~/components/admin/ui";
import { FieldShell, TextField, useControlProps } from "~/components/form-fields";
import { thumbnailPath } from "~/features/media/image-variants";
import type { loadMediaLibrary } from "~/features/media/media-library.server";
import { useHydrated } from "~/platform/document/use-hydrated";
import { useTypedBeforeHydration } from "~/platform/document/use-typed-before-hydration";

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

/** Where the post's picture comes from: one choice, whose field alone shows (with JavaScript). */
type Source = "upload" | "library" | "url";

const sources: ReadonlyArray<{ value: Source; label: string; hint: string }> = [
  { value: "upload", label: "Upload a file", hint: "A new picture from this computer or phone." },
  // "Or choose an image already uploaded" was this option's own button before the choice existed.
  { value: "library", label: "Choose from the library", hint: "Or choose an image already uploaded." },
  { value: "url", label: "Image address (URL)", hint: "Or use an image on another website." },
];

/** The picture the post will show, for its thumbnail and the article's Preview (its description aside). */
export type ImagePreview =
  { kind: "upload"; id: string; width: number; height: number } | { kind: "external"; src: string };

/**
 * The post form's featured image (the publishing issue): 'Featured image source' chooses
 * 'Upload a file' ('Featured Image'), 'Choose from the library' or 'Image address (URL)'
 * ('Featured Image URL'); only the chosen one's field shows, and only its value is sent, so
 * the post gets exactly the picture the thumbnail shows. 'Image Description' (alt text)
 * goes with any of them; 'Remove image' leaves the post without one. Without JavaScript the
 * choice is not drawn: the upload and address fields both show (the library needs
 * JavaScript), and the server keeps its order (an upload first). The server checks the file
 * again, by its content.
 */
export function ImageField({
  current,
  errors,
  onPreviewChange,
}: {
  current: CurrentImage | null;
  errors: Partial<Record<string, string>>;
  /** Told what the post's picture is now, whenever that changes. */
  onPreviewChange?: (image: ImagePreview | null) => void;
}) {
  const hydrated = useHydrated();
  const groupId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<Source>(current?.media ? "library" : "url");
  const [file, setFile] = useState<{ dataUrl: string | null; name: string } | null>(null);
  const [libraryImage, setLibraryImage] = useState<LibraryImage | null>(current?.media ?? null);
  const [url, setUrl] = useState(current?.url ?? "");
  const urlInput = useTypedBeforeHydration<HTMLInputElement>(url, setUrl);
  const [removed, setRemoved] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = "";
    setFile(null);
  };
  const onFile = (chosen: File | undefined) => {
    setFileError(null);
    if (!chosen) return setFile(null);
    if (chosen.size > maxFileBytes) {
      setFileError("The image is larger than 10 MB. Choose a smaller file.");
      clearFile();
      return;
    }
    setRemoved(false);
    setSource("upload");
    setFile({ dataUrl: null, name: chosen.name });
    // A data: address, which the pages' Content-Security-Policy admits for images (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = typeof reader.result === "string" ? reader.result : null;
      setFile((now) => (now?.name === chosen.name ? { dataUrl, name: chosen.name } : now));
    };
    reader.readAsDataURL(chosen);
  };
  const choose = (image: LibraryImage) => {
    setRemoved(false);
    setLibraryImage(image);
  };
  const chooseSource = (next: Source) => {
    // Only the chosen source is sent: a file chosen before would go with the form.
    if (next !== "upload") clearFile();
    setSource(next);
  };
  const remove = () => {
    clearFile();
    setLibraryImage(null);
    setUrl("");
    setRemoved(true);
  };

  // Without JavaScript the form sends what the server got before the choice existed.
  const chosen: Source | "all" = hydrated ? source : "all";
  const shown =
    chosen === "upload" || (chosen === "all" && file)
      ? file
        ? {
            preview: file.dataUrl ? { kind: "external" as const, src: file.dataUrl } : null,
            caption: `New file: ${file.name}`,
          }
        : null
      : (chosen === "library" || chosen === "all") && libraryImage
        ? { preview: { kind: "upload" as const, ...libraryImage }, caption: libraryImage.fileName }
        : (chosen === "url" || chosen === "all") && url.trim()
          ? { preview: { kind: "external" as const, src: url.trim() }, caption: "From the address below" }
          : null;

  const preview = shown?.preview ?? null;
  const previewKey = preview ? (preview.kind === "upload" ? preview.id : preview.src) : "";
  useEffect(() => {
    onPreviewChange?.(preview);
    // The key stands for the picture: a new object for the same one changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewKey, onPreviewChange]);

  return (
    <fieldset className="@container rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-slate-800">Post image</legend>
      {/* Side by side when the form is wide enough (the sidebar takes room from the page). */}
      <div className="grid gap-5 @xl:grid-cols-[12rem_1fr]">
        <div>
          <Thumbnail src={preview ? (preview.kind === "upload" ? thumbnailPath(preview) : preview.src) : null} />
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
            value={(chosen === "library" || chosen === "all") && libraryImage ? libraryImage.id : ""}
          />
          {removed ? <input type="hidden" name={postFields.removeImage} value="on" /> : null}
        </div>

        <div className="min-w-0 space-y-4">
          {hydrated ? (
            <div role="radiogroup" aria-labelledby={`${groupId}-label`}>
              <p id={`${groupId}-label`} className="mb-1.5 text-sm font-semibold text-slate-800">
                Featured image source
              </p>
              <div className="grid gap-2">
                {sources.map((option) => (
                  <label
                    key={option.value}
                    className="flex cursor-pointer items-start gap-2.5 rounded-md border border-slate-300 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name="featuredImageSource"
                      value={option.value}
                      checked={source === option.value}
                      onChange={() => chooseSource(option.value)}
                      aria-labelledby={`${groupId}-${option.value}`}
                      aria-describedby={`${groupId}-${option.value}-hint`}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                    />
                    <span className="min-w-0">
                      <span id={`${groupId}-${option.value}`} className="block text-sm font-semibold text-slate-900">
                        {option.label}
                      </span>
                      <span id={`${groupId}-${option.value}-hint`} className="block text-xs text-slate-600">
                        {option.hint}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </div>
          ) : null}
          <div hidden={chosen !== "upload" && chosen !== "all"}>
            <FileField inputRef={fileInput} error={fileError ?? errors[FEATURED_IMAGE_FILE_FIELD]} onFile={onFile} />
          </div>
          {hydrated ? (
            <div hidden={chosen !== "library"}>
              <LibraryPicker
                open={chosen === "library"}
                selectedId={libraryImage?.id ?? null}
                error={errors[postFields.featuredMediaId]}
                onChoose={choose}
              />
            </div>
          ) : null}
          <div hidden={chosen !== "url" && chosen !== "all"}>
            <TextField
              label="Featured Image URL"
              // Only the chosen source is sent (without JavaScript, every field is).
              name={chosen === "url" || chosen === "all" ? postFields.featuredImageUrl : ""}
              type="url"
              inputMode="url"
              placeholder="https://"
              ref={urlInput}
              value={url}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setRemoved(false);
              }}
              error={errors[postFields.featuredImageUrl]}
              hint={
                hydrated
                  ? "The full address of an image on another site."
                  : "An image on another site, used when no image is uploaded."
              }
              optional
            />
          </div>
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
  // The button on a line of its own: beside it, a phone's narrow field cut the browser's
  // 'No file chosen' (or the file's name) to 'No …osen'. Below it the words have the field's width.
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
        className="block w-full text-sm text-slate-700 file:mb-2 file:block file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </FieldShell>
  );
}

/** The images already uploaded, loaded from /admin/media once 'Choose from the library' is chosen. */
function LibraryPicker({
  open,
  selectedId,
  error,
  onChoose,
}: {
  open: boolean;
  selectedId: string | null;
  error?: string;
  onChoose: (image: LibraryImage) => void;
}) {
  const library = useFetcher<typeof loadMediaLibrary>();
  const headingId = useId();
  const images = library.data?.images ?? [];
  const { load, state, data } = library;
  useEffect(() => {
    if (open && state === "idle" && !data) void load("/admin/media");
  }, [open, state, data, load]);
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <p id={headingId} className="mb-2 text-sm font-semibold text-slate-800">
        Media library
      </p>
      {!data ? (
        <p className="text-sm text-slate-500">Loading the media library…</p>
      ) : data.loadFailed ? (
        <p role="alert" className="text-sm text-red-700">
          The media library could not be loaded. Please try again in a moment.
        </p>
      ) : images.length === 0 ? (
        <p className="text-sm text-slate-500">No images uploaded yet: choose 'Upload a file' instead.</p>
      ) : (
        <div role="radiogroup" aria-labelledby={headingId}>
          <ul className="grid max-h-96 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3 lg:grid-cols-4">
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
  );
}
