import { MarkdownEditor } from "~/components/admin/markdown-editor";
import { CheckboxField, TextField, WholeNumberField } from "~/components/form-fields";
import { ContentForm, type ContentFormProps } from "~/features/content-lists/content-form";
import { spanishFieldBinder, SpanishSection } from "~/features/content-lists/spanish-section";
import { fieldBinder } from "~/platform/forms/form-fields";

import { faqFields, faqFormSchema, faqSpanishLabels, type FaqRow } from "./faq-schema";

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
