import { useEffect, useId, useRef } from "react";
import { ID_FIELD, INTENT_FIELD } from "~/schemas/admin-action";
import { faqFields, parseFaqForm } from "~/schemas/faq";
import { CheckboxField, TextAreaField, TextField } from "./form-fields";
import { FormActions, FormCard } from "./ui";
import { useAdminForm } from "./use-admin-form";

export interface FaqRow {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  displayOrder: number;
  isPublished: boolean;
}

/** SPEC.md section 2: 'Create New FAQ', or 'Edit FAQ' with the FAQ's values filled in. */
export function FaqForm({ faq, onClose }: { faq: FaqRow | null; onClose: () => void }) {
  const id = useId();
  const { fetcher, formRef, onSubmit, errors, busy } = useAdminForm({
    parse: parseFaqForm,
    saveFailedMessage: "Error saving FAQ",
    onSaved: onClose,
  });
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    firstField.current?.focus();
    formRef.current?.closest("section")?.scrollIntoView({ block: "nearest" });
  }, [formRef]);

  return (
    <FormCard id="faq-form" title={faq ? "Edit FAQ" : "Create New FAQ"}>
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name={INTENT_FIELD} value={faq ? "update" : "create"} />
        {faq ? <input type="hidden" name={ID_FIELD} value={faq.id} /> : null}
        <TextField
          ref={firstField}
          id={`${id}-question`}
          label="Question"
          name={faqFields.question}
          defaultValue={faq?.question}
          error={errors.question}
          required
        />
        <TextAreaField
          id={`${id}-answer`}
          label="Answer"
          name={faqFields.answer}
          rows={4}
          defaultValue={faq?.answer}
          error={errors.answer}
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-category`}
            label="Category"
            name={faqFields.category}
            defaultValue={faq?.category ?? ""}
            error={errors.category}
            hint="For example Job Seekers or Employers."
            optional
          />
          <TextField
            id={`${id}-display-order`}
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
          id={`${id}-published`}
          label="Published"
          name={faqFields.isPublished}
          defaultChecked={faq?.isPublished ?? false}
          hint="Published FAQs appear on the public FAQs page."
        />
        <FormActions busy={busy} saveLabel="Save FAQ" onCancel={onClose} />
      </fetcher.Form>
    </FormCard>
  );
}
