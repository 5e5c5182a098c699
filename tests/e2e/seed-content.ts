/**
 * Fixture content for the read-only public suites: run before the "public" server starts,
 * on its DATA_DIR (see servers.ts). Dates are fixed so that the date format can be asserted.
 */
import { eq } from "drizzle-orm";

import { createFaq } from "~/features/faqs/faq.server";
import { storeUploadedImage } from "~/features/media/media.server";
import { createPost, updatePost } from "~/features/posts/post.server";
import { getConfig } from "~/platform/config/env.server";
import { openDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";
import { blogPosts } from "~/platform/db/schema";

import { testImage } from "../support/images";
import { seededFaqs, seededPosts } from "./fixtures/content";

const handle = await openDatabase(getConfig().database);
setActiveDatabase(handle);
await applyMigrations(handle);
for (const faq of seededFaqs) await createFaq(faq);
for (const { publishedAt, renamedFrom, upload, ...fields } of seededPosts) {
  const image =
    upload &&
    (await storeUploadedImage({ bytes: await testImage("jpeg", { ...upload, gps: true }), fileName: "fixture.jpg" }));
  const post = image ? { ...fields, featuredMediaId: image.id } : fields;
  let row = await createPost(renamedFrom ? { ...post, slug: renamedFrom } : post);
  if (renamedFrom) row = (await updatePost(row.id, post))!;
  if (publishedAt)
    await handle.db
      .update(blogPosts)
      .set({ publishedAt: new Date(publishedAt) })
      .where(eq(blogPosts.id, row.id));
}
await handle.close();
console.log(`seeded ${seededFaqs.length} FAQs and ${seededPosts.length} posts`);
