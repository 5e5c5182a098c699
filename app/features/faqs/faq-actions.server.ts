import type { ContentActions } from "~/features/content-lists/content-actions.server";

import { moveFaq, moveFaqTo } from "./faq-order.server";
import { faqFormSchema } from "./faq-schema";
import { createFaq, faqStore, setFaqPublished, updateFaq, type Faq, type FaqInput } from "./faq.server";

/** The FAQ admin's create, update, toggle, delete (to the Trash), restore, delete forever and moves (see runContentAction). */
export const faqActions: ContentActions<FaqInput, FaqInput, Faq> = {
  notFound: "This FAQ no longer exists.",
  noun: "FAQ",
  // A published FAQ is on the public FAQs page.
  publicHref: (faq) => (faq.isPublished && !faq.deletedAt ? "/faqs" : null),
  // An ordinary form (the FAQ route declares no larger body): BODY_LIMIT.
  requestBody: "form",
  schema: faqFormSchema,
  create: createFaq,
  update: updateFaq,
  setPublished: setFaqPublished,
  trash: faqStore.trash,
  restore: faqStore.restore,
  deleteForever: faqStore.deleteForever,
  bulk: faqStore.bulk,
  counted: { one: "FAQ", many: "FAQs" },
  reorder: { move: moveFaq, moveTo: moveFaqTo, noun: "FAQ" },
};
