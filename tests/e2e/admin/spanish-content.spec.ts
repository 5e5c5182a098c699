import {
  createFaqViaUi,
  createPostViaUi,
  deleteFaqViaUi,
  deletePostViaUi,
  expect,
  rowOf,
  test,
  unique,
} from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";

/*
 * The FAQ and post forms' 'Español' section, 'Spanish: missing' in the lists, the admin
 * search by a Spanish word, a post's History of its Spanish text, and the public /es pages
 * showing what staff wrote.
 */

test("a FAQ's Spanish question and answer: all or none, saved, searched, listed and shown on /es", async ({
  staffPage: page,
}) => {
  const question = unique("Do you hire forklift drivers?");
  const questionEs = unique("¿Contratan operadores de montacargas?");
  await createFaqViaUi(page, { question, answer: "Yes, every week.", published: true });
  const row = rowOf(page, question);
  await expect(row.getByRole("cell").first()).toHaveText(`${question} Spanish: missing`);

  await row.getByRole("button", { name: "Edit" }).click();
  const spanish = page.getByRole("group", { name: "Español" });
  await expect(spanish.getByLabel("Question (Spanish)", { exact: true })).toHaveAttribute("lang", "es");
  await spanish.getByLabel("Question (Spanish)", { exact: true }).fill(questionEs);
  await page.getByRole("button", { name: "Save FAQ" }).click();
  await expect(
    page.getByText("Answer (Spanish) is required with the other Spanish fields (or leave them all empty)"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await spanish.getByLabel("Answer (Spanish)", { exact: true }).fill("Sí, **cada semana**.");
  await spanish.getByRole("tab", { name: "Preview" }).click();
  await expect(spanish.getByRole("tabpanel", { name: "Preview" }).locator("strong")).toHaveText("cada semana");
  await page.getByRole("button", { name: "Save FAQ" }).click();
  await expect(page.getByRole("heading", { name: "Edit FAQ" })).toBeHidden();
  await expect(row.getByRole("cell").first()).toHaveText(question);

  // The admin search finds it by a Spanish word, accents aside.
  await page.getByLabel("Search FAQs").fill("montacargas");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=montacargas/);
  await expect(rowOf(page, question)).toBeVisible();

  await page.goto("/es/faqs");
  await expect(page.getByRole("button", { name: questionEs })).toBeVisible();
  await page.goto("/faqs");
  await expect(page.getByRole("button", { name: question })).toBeVisible();

  await deleteFaqViaUi(page, question);
});

test("a post's Spanish title, excerpt and content: the form, the list, its History and /es", async ({
  staffPage: page,
}) => {
  const title = unique("Crane Operators Needed");
  const titleEs = unique("Se necesitan operadores de grúa");
  await createPostViaUi(page, {
    title,
    excerpt: "Cranes in Beaumont.",
    content: "Apply now.",
    author: "Maria Lopez",
    published: true,
  });
  await expect(rowOf(page, title).getByRole("cell").first()).toHaveText(`${title} Spanish: missing`);

  await rowOf(page, title).getByRole("button", { name: "Edit" }).click();
  const spanish = page.getByRole("group", { name: "Español" });
  for (const label of ["Title (Spanish)", "Excerpt (Spanish)", "Content (Spanish)"])
    await expect(spanish.getByLabel(label, { exact: true })).toHaveValue("");
  await spanish.getByLabel("Title (Spanish)", { exact: true }).fill(titleEs);
  await spanish.getByLabel("Excerpt (Spanish)", { exact: true }).fill("Grúas en Beaumont.");
  await spanish.getByLabel("Content (Spanish)", { exact: true }).fill("Postúlese ahora.\nPago semanal.");
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeHidden();
  await expect(rowOf(page, title).getByRole("cell").first()).toHaveText(title);

  // History: the Spanish fields and the Spanish content's lines.
  await rowOf(page, title).getByRole("button", { name: "Edit" }).click();
  await page.getByRole("region", { name: "Edit Post" }).getByRole("link", { name: "History" }).click();
  const detail = page.getByRole("region", { name: /^Saved / });
  await expect(detail.getByText(`After: ${titleEs}`)).toBeVisible();
  const spanishLines = detail.getByRole("list", { name: "Content (Spanish) changes" });
  await expect(spanishLines.getByRole("listitem").filter({ hasText: "Added: Pago semanal." })).toBeVisible();

  await page.goto("/admin/posts?q=grua");
  await expect(rowOf(page, title)).toBeVisible();

  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.goto(`/es/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleEs);
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await deletePostViaUi(page, title);
});
