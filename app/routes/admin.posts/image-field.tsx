import { useEffect, useId, useRef, useState } from "react";
import { variantPath, widthsForImage } from "~/media/image-variants";
import { publishingFields } from "~/schemas/post-publishing";
import { controlClass, describedBy, FieldLabel, FieldNotes } from "./field-frame";

/** An image of the media library, as the field lists it. */
export interface LibraryImage {
  id: string;
  fileName: string;
  width: number;
  height: number;
}

export interface ImageFieldProps {
  /** The post's image now: an upload from the library, or an address. */
  current?: { media: LibraryImage | null; url: string | null; alt: string | null };
  /** Images staff may choose instead of uploading one. */
  library?: readonly LibraryImage[];
  /** The name of the address field (the post form's 'Featured Image URL'). */
  urlFieldName?: string;
  errors?: Partial<Record<"featuredImage" | "featuredImageUrl" | "featuredImageAlt" | "featuredMediaId", string>>;
}

const accepted = "image/jpeg,image/png,image/webp,image/avif,image/gif";
const maxBytes = 10 * 1024 * 1024;

/** The smallest JPEG of a library image, for thumbnails. */
export function thumbnailOf(image: LibraryImage): string {
  return variantPath(image.id, widthsForImage(image.width)[0]!, "jpeg");
}

type Choice = { kind: "file"; previewUrl: string; name: string } | { kind: "library"; image: LibraryImage } | { kind: "none" };

/**
 * 'Featured Image' (upload a file), or one chosen from the media library, or 'Featured Image
 * URL' (an address on another site), with 'Image Description' (alt text) and a thumbnail
 * of what will be shown; 'Remove image' leaves the post without one. The server checks the
 * file again, by its content (media/process-image.server.ts).
 */
export function ImageField({ current, library = [], urlFieldName = "featuredImageUrl", errors = {} }: ImageFieldProps) {
  const baseId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice>(current?.media ? { kind: "library", image: current.media } : { kind: "none" });
  const [url, setUrl] = useState(current?.url ?? "");
  const [removed, setRemoved] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  // A chosen file is shown from memory; the memory is given back when it changes.
  const previewUrl = choice.kind === "file" ? choice.previewUrl : null;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const onFile = (file: File | undefined) => {
    setFileError(null);
    if (!file) return setChoice(current?.media ? { kind: "library", image: current.media } : { kind: "none" });
    if (file.size > maxBytes) {
      setFileError("The image is larger than 10 MB. Choose a smaller file.");
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setRemoved(false);
    setChoice({ kind: "file", previewUrl: URL.createObjectURL(file), name: file.name });
  };
  const remove = () => {
    if (fileInput.current) fileInput.current.value = "";
    setChoice({ kind: "none" });
    setUrl("");
    setRemoved(true);
  };

  const thumbnail = choice.kind === "file" ? choice.previewUrl : choice.kind === "library" ? thumbnailOf(choice.image) : url.trim() || null;
  const ids = { file: `${baseId}-file`, url: `${baseId}-url`, alt: `${baseId}-alt`, library: `${baseId}-library` };
  const fileHint = "JPEG, PNG, WebP, AVIF or GIF, at most 10 MB.";

  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Featured image</legend>
      <div className="flex items-start gap-4">
        <div className="flex aspect-video w-40 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-xs text-slate-500">
          {thumbnail ? <img src={thumbnail} alt="" className="size-full object-cover" /> : "No image"}
        </div>
        <div className="space-y-2 text-sm">
          {choice.kind === "file" ? <p>New file: {choice.name}</p> : null}
          {choice.kind === "library" ? <p>From the media library: {choice.image.fileName}</p> : null}
          {thumbnail ? (
            <button type="button" onClick={remove} className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50">
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <input type="hidden" name={publishingFields.featuredMediaId} value={choice.kind === "library" ? choice.image.id : ""} />
      {removed ? <input type="hidden" name={publishingFields.removeImage} value="on" /> : null}

      <div>
        <FieldLabel htmlFor={ids.file} optional>
          Featured Image
        </FieldLabel>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          name={publishingFields.featuredImage}
          accept={accepted}
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
          aria-invalid={errors.featuredImage || fileError ? true : undefined}
          aria-describedby={describedBy(ids.file, { hint: fileHint, error: fileError ?? errors.featuredImage })}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        <FieldNotes id={ids.file} hint={fileHint} error={fileError ?? errors.featuredImage} />
      </div>

      {library.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Choose from the media library</summary>
          <div role="radiogroup" aria-label="Media library" id={ids.library} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {library.map((image) => {
              const selected = choice.kind === "library" && choice.image.id === image.id;
              return (
                <button
                  key={image.id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-label={image.fileName}
                  onClick={() => {
                    if (fileInput.current) fileInput.current.value = "";
                    setRemoved(false);
                    setChoice({ kind: "library", image });
                  }}
                  className={`overflow-hidden rounded-md border-2 ${selected ? "border-brand-700" : "border-transparent"}`}
                >
                  <img src={thumbnailOf(image)} alt="" loading="lazy" className="aspect-video w-full object-cover" />
                </button>
              );
            })}
          </div>
          <FieldNotes id={ids.library} error={errors.featuredMediaId} />
        </details>
      ) : null}

      <div>
        <FieldLabel htmlFor={ids.url} optional>
          Featured Image URL
        </FieldLabel>
        <input
          id={ids.url}
          type="url"
          name={urlFieldName}
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setRemoved(false);
          }}
          placeholder="https://"
          aria-invalid={errors.featuredImageUrl ? true : undefined}
          aria-describedby={describedBy(ids.url, { error: errors.featuredImageUrl })}
          className={controlClass}
        />
        <FieldNotes id={ids.url} error={errors.featuredImageUrl} />
      </div>

      <div>
        <FieldLabel htmlFor={ids.alt} optional>
          Image Description
        </FieldLabel>
        <input
          id={ids.alt}
          type="text"
          name={publishingFields.featuredImageAlt}
          defaultValue={current?.alt ?? ""}
          maxLength={300}
          aria-invalid={errors.featuredImageAlt ? true : undefined}
          aria-describedby={describedBy(ids.alt, { hint: "What the image shows, for people who cannot see it. Empty: the title.", error: errors.featuredImageAlt })}
          className={controlClass}
        />
        <FieldNotes id={ids.alt} hint="What the image shows, for people who cannot see it. Empty: the title." error={errors.featuredImageAlt} />
      </div>
    </fieldset>
  );
}
