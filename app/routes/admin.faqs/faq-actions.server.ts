import type { ContentActions } from "~/admin/content-actions.server";
import { createFaq, deleteFaq, setFaqPublished, updateFaq, type FaqInput } from "~/models/faq.server";
import { FORM_MAX_BYTES } from "~/utils/read-form-data.server";

import { faqFormSchema } from "./faq-schema";

/** The FAQ admin's create, update, toggle and delete (see runContentAction). */
export const faqActions: ContentActions<FaqInput> = {
  notFound: "This FAQ no longer exists.",
  maxBodyBytes: FORM_MAX_BYTES,
  schema: faqFormSchema,
  create: createFaq,
  update: updateFaq,
  setPublished: setFaqPublished,
  remove: deleteFaq,
};
