import { useState } from "react";

import { MarkdownEditor } from "~/components/admin/markdown-editor";
import { useSignedInStaff } from "~/components/admin/signed-in-staff";
import { CheckboxField, TextAreaField, TextField } from "~/components/form-fields";
import { ContentForm, type ContentFormProps } from "~/features/content-lists/content-form";
import { SpanishSection } from "~/features/content-lists/spanish-section";
import { FALLBACK_SLUG, slugify } from "~/platform/format/slug";
import { fieldBinder } from "~/platform/forms/form-fields";

import { HistoryLink } from "./history-link";
import { ImageField } from "./image-field";
import { META_DESCRIPTION_MAX, postFields, postFormSchema, postSpanishLabels, type PostRow } from "./post-schema";
import { PublishDateField } from "./publish-date-field";

/**
 * The 'Add New Post' form, also used to edit a post; with the publishing
 * issue's fields: Markdown content with a preview, the featured image (upload, library or
 * address) and its description, the meta description and the publish date.
 */
export function PostForm(props: ContentFormProps<PostRow>) {
  const post = props.editing;
  const signedIn = useSignedInStaff();
  const [title, setTitle] = useState(post?.title ?? "");
  const [metaDescription, setMetaDescription] = useState(post?.metaDescription ?? "");
  const generatedSlug = slugify(title) || FALLBACK_SLUG;

  return (
    <ContentForm
      {...props}
      noun={{ title: "Post", inSentence: "post" }}
      schema={postFormSchema}
      // The featured image's file goes with the form.
      encType="multipart/form-data"
    >
      {(errors) => {
        const field = fieldBinder(post, errors);
        return (
          <>
            {post ? (
              <p className="-mt-2 text-sm text-slate-600">
                <HistoryLink postId={post.id} /> Every save of this post, what each changed, and restoring one.
              </p>
            ) : null}
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
              {...field("slug")}
              autoCapitalize="none"
              spellCheck={false}
              optional
              hint={
                <>
                  The article&apos;s address: /news/<span className="font-mono text-slate-700">slug</span>. Leave empty
                  to make it from the title: <span className="font-mono break-all text-slate-700">{generatedSlug}</span>
                </>
              }
            />
            <TextAreaField
              label="Excerpt"
              {...field("excerpt")}
              rows={3}
              hint="A short summary shown on the news list. Plain text."
              required
            />
            <MarkdownEditor label="Content" {...field("content")} required />
            <SpanishSection noun="post">
              <TextField label={postSpanishLabels.titleEs} {...field("titleEs")} lang="es" optional />
              <TextAreaField
                label={postSpanishLabels.excerptEs}
                {...field("excerptEs")}
                rows={3}
                lang="es"
                hint="Plain text."
                optional
              />
              <MarkdownEditor label={postSpanishLabels.contentEs} {...field("contentEs")} lang="es" optional />
            </SpanishSection>
            <TextAreaField
              label="Meta Description"
              name={postFields.metaDescription}
              rows={2}
              maxLength={META_DESCRIPTION_MAX}
              value={metaDescription}
              onChange={(event) => setMetaDescription(event.target.value)}
              error={errors.metaDescription}
              hint={`For search results and link previews: ${metaDescription.length} of ${META_DESCRIPTION_MAX} characters. Empty: the excerpt.`}
              optional
            />
            <ImageField
              current={
                post
                  ? { media: post.featuredMedia, url: post.featuredImageUrl, alt: post.featuredImageAlt ?? null }
                  : null
              }
              errors={errors}
            />
            <TextField
              label="Author"
              name={postFields.author}
              // A new post is usually by whoever writes it.
              defaultValue={post?.author ?? signedIn?.name}
              error={errors.author}
              autoComplete="name"
              className="sm:max-w-md"
              required
            />
            <div className="space-y-4 rounded-lg border border-slate-200 p-4 sm:p-5">
              <CheckboxField
                label="Published"
                name={postFields.isPublished}
                defaultChecked={post?.isPublished ?? false}
                hint="Published posts appear on the public news page from their publish date."
              />
              <PublishDateField post={post} error={errors.publishAt} />
            </div>
          </>
        );
      }}
    </ContentForm>
  );
}
