import { useState } from "react";

import { AddressText } from "~/components/admin/address-text";
import { MarkdownEditor } from "~/components/admin/markdown-editor";
import { useSignedInStaff } from "~/components/admin/signed-in-staff";
import { CheckboxField, TextAreaField, TextField } from "~/components/form-fields";
import { ContentForm, type ContentFormProps } from "~/features/content-lists/content-form";
import { spanishFieldBinder, SpanishSection } from "~/features/content-lists/spanish-section";
import { useTypedBeforeHydration } from "~/platform/document/use-typed-before-hydration";
import { FALLBACK_SLUG, slugify } from "~/platform/format/slug";
import { fieldBinder } from "~/platform/forms/form-fields";

import { HistoryLink } from "./history-link";
import { ImageField, type ImagePreview } from "./image-field";
import { PostPreview } from "./post-preview";
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
  const [image, setImage] = useState<ImagePreview | null>(null);
  const titleRef = useTypedBeforeHydration<HTMLInputElement>(title, setTitle);
  const metaDescriptionRef = useTypedBeforeHydration<HTMLTextAreaElement>(metaDescription, setMetaDescription);
  const generatedSlug = slugify(title) || FALLBACK_SLUG;
  // 'Preview' shows the whole article, as the public page will (post-preview.tsx).
  const articlePreview = (spanish: boolean) => (contentHtml: string, form: FormData) => (
    <PostPreview contentHtml={contentHtml} form={form} post={post} image={image} spanish={spanish} />
  );

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
        const spanish = spanishFieldBinder(field, postSpanishLabels);
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
              ref={titleRef}
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
                  The last part of the article&apos;s web address; letters, numbers and dashes. Leave empty to make it
                  from the title:{" "}
                  <AddressText className="font-mono text-slate-700">{`/news/${generatedSlug}`}</AddressText>
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
            <MarkdownEditor label="Content" {...field("content")} renderPreview={articlePreview(false)} required />
            <SpanishSection noun="post">
              <TextField {...spanish("titleEs")} />
              <TextAreaField {...spanish("excerptEs")} rows={3} hint="Plain text." />
              <MarkdownEditor {...spanish("contentEs")} renderPreview={articlePreview(true)} />
            </SpanishSection>
            <TextAreaField
              label="Meta Description"
              name={postFields.metaDescription}
              rows={2}
              maxLength={META_DESCRIPTION_MAX}
              ref={metaDescriptionRef}
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
              onPreviewChange={setImage}
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
                {...field.checkbox("isPublished")}
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
