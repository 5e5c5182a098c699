import { MarkdownEditor } from "~/components/admin/markdown-editor";
import { CheckboxField, TextField, WholeNumberField } from "~/components/form-fields";
import { ContentForm, type ContentFormProps } from "~/features/content-lists/content-form";
import { spanishFieldBinder, SpanishSection } from "~/features/content-lists/spanish-section";
import { fieldBinder } from "~/platform/forms/form-fields";

import { faqFormSchema, faqSpanishLabels, type FaqRow } from "./faq-schema";

const FAQ_CATEGORY_SUGGESTIONS_ID = "faq-category-suggestions";

/** The categories in use, offered by the form's 'Category' field (rendered once on the page). */
export function FaqCategorySuggestions({ categories }: { categories: string[] }) {
  return (
    <datalist id={FAQ_CATEGORY_SUGGESTIONS_ID}>
      {categories.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}

/** 'Create New FAQ', or 'Edit FAQ' with the FAQ's values filled in. */
export function FaqForm(props: ContentFormProps<FaqRow>) {
  const faq = props.editing;
  return (
    <ContentForm {...props} noun={{ title: "FAQ", inSentence: "FAQ" }} schema={faqFormSchema}>
      {(errors) => {
        const field = fieldBinder(faq, errors);
        const spanish = spanishFieldBinder(field, faqSpanishLabels);
        return (
          <>
            <TextField label="Question" {...field("question")} required />
            {/* The answer sits under its h3 question on /faqs: "## Heading" is an h4 there. */}
            <MarkdownEditor label="Answer" {...field("answer")} rows={4} headingLevel={4} required />
            <SpanishSection noun="question and answer">
              <TextField {...spanish("questionEs")} />
              <MarkdownEditor {...spanish("answerEs")} rows={4} headingLevel={4} />
            </SpanishSection>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Category"
                {...field("category")}
                // The categories in use are offered as one types: one spelling, one group on /faqs.
                list={FAQ_CATEGORY_SUGGESTIONS_ID}
                hint="For example Job Seekers or Employers."
                optional
              />
              <WholeNumberField
                label="Display Order"
                {...field("displayOrder", 0)}
                hint="Lower numbers are shown first."
              />
            </div>
            <CheckboxField
              label="Published"
              {...field.checkbox("isPublished")}
              hint="Published FAQs appear on the public FAQs page."
            />
          </>
        );
      }}
    </ContentForm>
  );
}
