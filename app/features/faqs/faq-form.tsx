import { MarkdownEditor } from "~/components/admin/markdown-editor";
import { CheckboxField, TextField } from "~/components/form-fields";
import { ContentForm, type ContentFormProps } from "~/features/content-lists/content-form";
import { SpanishSection } from "~/features/content-lists/spanish-section";
import { fieldBinder } from "~/platform/forms/form-fields";

import { faqFields, faqFormSchema, faqSpanishLabels, type FaqRow } from "./faq-schema";

/** 'Create New FAQ', or 'Edit FAQ' with the FAQ's values filled in. */
export function FaqForm(props: ContentFormProps<FaqRow>) {
  const faq = props.editing;
  return (
    <ContentForm {...props} noun={{ title: "FAQ", inSentence: "FAQ" }} schema={faqFormSchema}>
      {(errors) => {
        const field = fieldBinder(faq, errors);
        return (
          <>
            <TextField label="Question" {...field("question")} required />
            {/* The answer sits under its h3 question on /faqs: "## Heading" is an h4 there. */}
            <MarkdownEditor label="Answer" {...field("answer")} rows={4} headingLevel={4} required />
            <SpanishSection noun="question and answer">
              <TextField label={faqSpanishLabels.questionEs} {...field("questionEs")} lang="es" optional />
              <MarkdownEditor
                label={faqSpanishLabels.answerEs}
                {...field("answerEs")}
                rows={4}
                headingLevel={4}
                lang="es"
                optional
              />
            </SpanishSection>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Category"
                {...field("category")}
                hint="For example Job Seekers or Employers."
                optional
              />
              <TextField
                label="Display Order"
                name={faqFields.displayOrder}
                type="number"
                step={1}
                inputMode="numeric"
                defaultValue={faq?.displayOrder ?? 0}
                error={errors.displayOrder}
                hint="Lower numbers are shown first."
              />
            </div>
            <CheckboxField
              label="Published"
              name={faqFields.isPublished}
              defaultChecked={faq?.isPublished ?? false}
              hint="Published FAQs appear on the public FAQs page."
            />
          </>
        );
      }}
    </ContentForm>
  );
}
