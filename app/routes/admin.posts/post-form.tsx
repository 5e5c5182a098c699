import { useState } from "react";

import { ContentForm, type ContentFormProps } from "~/components/admin/content-form";
import { CheckboxField, TextAreaField, TextField } from "~/components/form-fields";
import { FALLBACK_SLUG, slugify } from "~/utils/slug";

import { postFields, postFormSchema, type PostRow } from "./post-schema";

/** SPEC.md section 2: the 'Add New Post' form, also used to edit a post. */
export function PostForm(props: ContentFormProps<PostRow>) {
  const post = props.editing;
  const [title, setTitle] = useState(post?.title ?? "");
  const generatedSlug = slugify(title) || FALLBACK_SLUG;

  return (
    <ContentForm
      {...props}
      title={post ? "Edit Post" : "Create New Post"}
      schema={postFormSchema}
      saveLabel="Save Post"
      saveFailedMessage="Error saving post"
    >
      {(errors) => (
        <>
          <TextField
            label="Title"
            name={postFields.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
            required
          />
          <TextField
            label="Slug"
            name={postFields.slug}
            defaultValue={post?.slug}
            error={errors.slug}
            autoCapitalize="none"
            spellCheck={false}
            optional
            hint={
              <>
                The article&apos;s address: /news/<span className="font-mono text-slate-700">slug</span>. Leave empty to
                make it from the title: <span className="font-mono break-all text-slate-700">{generatedSlug}</span>
              </>
            }
          />
          <TextAreaField
            label="Excerpt"
            name={postFields.excerpt}
            rows={3}
            defaultValue={post?.excerpt}
            error={errors.excerpt}
            hint="A short summary shown on the news list."
            required
          />
          <TextAreaField
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
              label="Author"
              name={postFields.author}
              defaultValue={post?.author}
              error={errors.author}
              autoComplete="name"
              required
            />
          </div>
          <CheckboxField
            label="Published"
            name={postFields.isPublished}
            defaultChecked={post?.isPublished ?? false}
            hint="Published posts appear on the public news page, dated now."
          />
        </>
      )}
    </ContentForm>
  );
}
