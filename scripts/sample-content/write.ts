/*
 * Realistic content for development and the benchmarks (npm run seed, scripts/bench),
 * written through the models into the active database (setActiveDatabase), as staff would.
 */
import { eq } from "drizzle-orm";

import { createFaq, faqStore } from "~/features/faqs/faq.server";
import { createJob } from "~/features/jobs/job.server";
import { storeUploadedImage } from "~/features/media/media.server";
import { createPost, postStore } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";

import { sampleFaqs } from "./faqs";
import { sampleJobs } from "./jobs";
import { samplePhoto } from "./photo";
import { samplePosts } from "./posts";

export const maxSampleFaqs = sampleFaqs.length;

export interface SampleContentOptions {
  faqs: number;
  posts: number;
  /** Every n-th FAQ and post is left a draft (for the admin's states); none when unset. */
  draftEvery?: number;
  /** The newest post's date; the others are one day apart before it. */
  newest?: Date;
  /** The newest posts that get an uploaded featured image of their own (a photo-like JPEG); none when unset. */
  images?: number;
  /** Published jobs (the job board shows them once staff turn it on); none when unset. */
  jobs?: number;
}

export interface WrittenSampleContent {
  faqs: number;
  posts: number;
  draftFaqs: number;
  draftPosts: number;
  /** The newest published post's slug. */
  newestPublishedSlug: string | null;
  jobs: number;
  /** The newest job's slug. */
  newestJobSlug: string | null;
}

export async function writeSampleContent({
  faqs,
  posts,
  draftEvery,
  newest = new Date(),
  images = 0,
  jobs = 0,
}: SampleContentOptions): Promise<WrittenSampleContent> {
  if (faqs > maxSampleFaqs) throw new RangeError(`There are ${maxSampleFaqs} sample FAQs; ${faqs} were asked for.`);
  const isDraft = (position: number) => draftEvery !== undefined && position % draftEvery === 0;
  const drafts = (count: number) => (draftEvery === undefined ? 0 : Math.floor(count / draftEvery));

  for (const [index, faq] of sampleFaqs.slice(0, faqs).entries()) {
    await createFaq({ ...faq, displayOrder: index + 1, isPublished: !isDraft(index + 1) });
  }

  let newestPublishedSlug: string | null = null;
  for (const [index, { publishedAt, ...post }] of samplePosts(posts, newest).entries()) {
    const isPublished = !isDraft(index + 1);
    // Uploaded as staff would: checked and encoded by the upload path (sharp).
    const image =
      index >= posts - images
        ? await storeUploadedImage({ bytes: await samplePhoto(index + 1), fileName: `photo-${index + 1}.jpg` })
        : null;
    // An empty slug: made from the title, as when staff leave the field empty.
    const row = await createPost({
      ...post,
      slug: "",
      isPublished,
      featuredMediaId: image?.id ?? null,
    });
    // Dated as if written over the past months (a draft keeps no publication date).
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: isPublished ? publishedAt : null, createdAt: publishedAt, updatedAt: publishedAt })
      .where(eq(blogPosts.id, row.id));
    if (isPublished) newestPublishedSlug = row.slug;
  }
  // The first sample job is the newest: written last.
  let newestJobSlug: string | null = null;
  for (const job of sampleJobs(jobs).reverse()) newestJobSlug = (await createJob(job)).slug;
  return { faqs, posts, draftFaqs: drafts(faqs), draftPosts: drafts(posts), newestPublishedSlug, jobs, newestJobSlug };
}

/** The database already holds content: sample content never mixes with real content. */
export class ExistingContentError extends Error {
  override name = "ExistingContentError";
  constructor(
    readonly faqs: number,
    readonly posts: number,
  ) {
    super(`The database already holds ${faqs} FAQs and ${posts} posts.`);
  }
}

/** Writes the sample content into an empty database; refuses one holding any FAQ or post. */
export async function seedEmptyDatabase(options: SampleContentOptions): Promise<WrittenSampleContent> {
  const [faqs, posts] = await Promise.all([faqStore.countAll(), postStore.countAll()]);
  if (faqs || posts) throw new ExistingContentError(faqs, posts);
  return writeSampleContent(options);
}
