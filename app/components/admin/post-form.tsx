import { useEffect, useId, useRef, useState } from "react";
import { ID_FIELD, INTENT_FIELD } from "~/schemas/admin-action";
import { parsePostForm, postFields } from "~/schemas/post";
import { FALLBACK_SLUG, slugify } from "~/utils/slug";
import { CheckboxField, TextAreaField, TextField } from "./form-fields";
import { FormActions, FormCard } from "./ui";
import { useAdminForm } from "./use-admin-form";

export interface PostRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImageUrl: string | null;
  author: string;
  isPublished: boolean;
}

/** SPEC.md section 2: the 'Add New Post' form, also used to edit a post. */
export function PostForm({ post, onClose, onSaved }: { post: PostRow | null; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const { fetcher, formRef, onSubmit, errors, busy } = useAdminForm({
    parse: parsePostForm,
    saveFailedMessage: "Error saving post",
    onSaved,
  });
  const [title, setTitle] = useState(post?.title ?? "");
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    firstField.current?.focus();
    formRef.current?.closest("section")?.scrollIntoView({ block: "nearest" });
  }, [formRef]);

  const generatedSlug = slugify(title) || FALLBACK_SLUG;

  return (
    <FormCard id="post-form" title={post ? "Edit Post" : "Create New Post"}>
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name={INTENT_FIELD} value={post ? "update" : "create"} />
        {post ? <input type="hidden" name={ID_FIELD} value={post.id} /> : null}
        <TextField
          ref={firstField}
          id={`${id}-title`}
          label="Title"
          name={postFields.title}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          required
        />
        <TextField
          id={`${id}-slug`}
          label="Slug"
          name={postFields.slug}
          defaultValue={post?.slug}
          error={errors.slug}
          autoCapitalize="none"
          spellCheck={false}
          optional
          hint={
            <>
              The article&apos;s address: /news/<span className="font-mono text-slate-700">slug</span>. Leave empty to make
              it from the title: <span className="font-mono break-all text-slate-700">{generatedSlug}</span>
            </>
          }
        />
        <TextAreaField
          id={`${id}-excerpt`}
          label="Excerpt"
          name={postFields.excerpt}
          rows={3}
          defaultValue={post?.excerpt}
          error={errors.excerpt}
          hint="A short summary shown on the news list."
          required
        />
        <TextAreaField
          id={`${id}-content`}
          label="Content"
          name={postFields.content}
          rows={10}
          defaultValue={post?.content}
          error={errors.content}
          hint="Plain text; line breaks are kept."
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-featured-image-url`}
            label="Featured Image URL"
            name={postFields.featuredImageUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={post?.featuredImageUrl ?? ""}
            error={errors.featuredImageUrl}
            optional
          />
          <TextField
            id={`${id}-author`}
            label="Author"
            name={postFields.author}
            defaultValue={post?.author}
            error={errors.author}
            autoComplete="name"
            required
          />
        </div>
        <CheckboxField
          id={`${id}-published`}
          label="Published"
          name={postFields.isPublished}
          defaultChecked={post?.isPublished ?? false}
          hint="Published posts appear on the public news page, dated now."
        />
        <FormActions busy={busy} saveLabel="Save Post" onCancel={onClose} />
      </fetcher.Form>
    </FormCard>
  );
}
