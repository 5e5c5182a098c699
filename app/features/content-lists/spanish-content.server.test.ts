import { expect, it } from "vitest";

import { faqFormSchema } from "~/features/faqs/faq-schema";
import { createFaq, faqStore, getFaqById, updateFaq, type FaqInput } from "~/features/faqs/faq.server";
import { listPostRevisions, restorePostRevision } from "~/features/posts/post-revisions.server";
import { createPost, getPostById, postStore, updatePost, type PostInput } from "~/features/posts/post.server";
import { listPublishedPostEntries } from "~/features/seo/feeds.server";
import { parseWith } from "~/platform/forms/form-fields";

import { describeEachEngine } from "../../../tests/support/test-database";
import { NO_FILTER } from "./list-filters";

/*
 * The Spanish text of FAQs and posts, on both engines: saved and cleared, kept by every post
 * revision and brought back by a restore, found by the admin search, and told to the sitemap.
 */

const faq: FaqInput = {
  question: "How do I apply?",
  answer: "Use the online application.",
  category: null,
  displayOrder: 1,
  isPublished: true,
};

const post: PostInput = {
  title: "Now Hiring Welders",
  slug: "",
  content: "We need welders in Sulphur.",
  excerpt: "Welding jobs.",
  featuredImageUrl: null,
  author: "Maria Lopez",
  isPublished: true,
};

const spanishPost = {
  titleEs: "Contratamos soldadores",
  excerptEs: "Empleos de soldadura.",
  contentEs: "Necesitamos soldadores en Sulphur.\nPostúlese hoy.",
};

const questionsFound = async (q: string) =>
  (await faqStore.listPage(1, 50, { ...NO_FILTER, q })).rows.map((row) => row.question);
const titlesFound = async (q: string) =>
  (await postStore.listPage(1, 50, { ...NO_FILTER, q })).rows.map((row) => row.title);

describeEachEngine("Spanish text of FAQs and posts", () => {
  it("saves a FAQ's Spanish question and answer, and clears them when the form sends them empty", async () => {
    const created = await createFaq({
      ...faq,
      questionEs: "¿Cómo me postulo?",
      answerEs: "Use la solicitud en línea.",
    });
    expect(await getFaqById(created.id)).toMatchObject({
      questionEs: "¿Cómo me postulo?",
      answerEs: "Use la solicitud en línea.",
    });
    // A script that leaves the Spanish text out keeps it; the form sends empty fields, which clear it.
    await updateFaq(created.id, { ...faq, answer: "Apply online." });
    expect(await getFaqById(created.id)).toMatchObject({ questionEs: "¿Cómo me postulo?" });
    const cleared = parseWith(faqFormSchema, {
      question: faq.question,
      answer: faq.answer,
      questionEs: "  ",
      answerEs: "",
    });
    if (!cleared.success) throw new Error(JSON.stringify(cleared.fieldErrors));
    await updateFaq(created.id, cleared.data);
    expect(await getFaqById(created.id)).toMatchObject({ questionEs: null, answerEs: null });
  });

  it("finds FAQs by a Spanish word of the question or the answer, accents aside", async () => {
    await createFaq({ ...faq, questionEs: "¿Cómo me postulo?", answerEs: "Use la solicitud en línea." });
    await createFaq({ ...faq, question: "Where are you?", answer: "In Sulphur." });
    expect(await questionsFound("postulo")).toEqual(["How do I apply?"]);
    expect(await questionsFound("LINEA")).toEqual(["How do I apply?"]);
    expect(await questionsFound("cómo solicitud")).toEqual(["How do I apply?"]);
    expect(await questionsFound("sulphur")).toEqual(["Where are you?"]);
  });

  it("saves a post's Spanish text, keeps it in each revision, and a restore brings it back", async () => {
    const created = await createPost({ ...post, ...spanishPost });
    expect(await getPostById(created.id)).toMatchObject(spanishPost);
    const edited = await updatePost(created.id, {
      ...post,
      slug: created.slug,
      titleEs: "Contratamos soldadores ya",
      excerptEs: "",
      contentEs: "",
    });
    // The form's empty fields are no Spanish text at all.
    expect(edited).toMatchObject({ titleEs: "Contratamos soldadores ya", excerptEs: null, contentEs: null });

    const [latest, first] = await listPostRevisions(created.id);
    expect(latest!.title).toBe(post.title);
    const restored = await restorePostRevision(created.id, first!.id);
    expect(restored).toMatchObject(spanishPost);
    expect(await getPostById(created.id)).toMatchObject(spanishPost);
  });

  it("finds posts by a Spanish word of the title, the excerpt or the content", async () => {
    await createPost({ ...post, ...spanishPost });
    await createPost({ ...post, title: "Forklift Drivers Wanted", content: "Forklift work." });
    expect(await titlesFound("soldadores")).toEqual([post.title]);
    expect(await titlesFound("soldadura")).toEqual([post.title]);
    expect(await titlesFound("postulese")).toEqual([post.title]);
    expect(await titlesFound("forklift")).toEqual(["Forklift Drivers Wanted"]);
  });

  it("tells the sitemap which live posts have their Spanish text", async () => {
    await createPost({ ...post, slug: "in-both", ...spanishPost });
    await createPost({ ...post, slug: "english-only" });
    await createPost({ ...post, slug: "half-spanish", titleEs: "Solo el título" });
    const entries = await listPublishedPostEntries();
    expect(Object.fromEntries(entries.map((entry) => [entry.slug, entry.translated]))).toEqual({
      "in-both": true,
      "english-only": false,
      "half-spanish": false,
    });
  });
});
