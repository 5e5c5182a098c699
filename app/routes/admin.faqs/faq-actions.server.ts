import type { ContentActions } from "~/admin/content-actions.server";
import { moveFaq, moveFaqTo } from "~/models/faq-order.server";
import {
  createFaq,
  deleteFaq,
  deleteFaqForever,
  restoreFaq,
  setFaqPublished,
  updateFaq,
  type Faq,
  type FaqInput,
} from "~/models/faq.server";
import { FORM_MAX_BYTES } from "~/utils/read-form-data.server";

import { faqFormSchema } from "./faq-schema";

/** The FAQ admin's create, update, toggle, delete (to the Trash), restore, delete forever and moves (see runContentAction). */
export const faqActions: ContentActions<FaqInput, FaqInput, Faq> = {
  notFound: "This FAQ no longer exists.",
  noun: "FAQ",
  // A published FAQ is on the public FAQs page.
  publicHref: (faq) => (faq.isPublished && !faq.deletedAt ? "/faqs" : null),
  maxBodyBytes: FORM_MAX_BYTES,
  schema: faqFormSchema,
  create: createFaq,
  update: updateFaq,
  setPublished: setFaqPublished,
  trash: deleteFaq,
  restore: restoreFaq,
  deleteForever: deleteFaqForever,
  reorder: { move: moveFaq, moveTo: moveFaqTo, noun: "FAQ" },
};
