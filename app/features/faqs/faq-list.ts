import type { ContentListSpec } from "~/features/content-lists/content-list";

import type { FaqStatus } from "./faq-filters.server";
import { FaqForm } from "./faq-form";
import { faqPaging } from "./faq-paging";
import type { FaqRow } from "./faq-schema";
import { faqTable } from "./faq-table";

/** The FAQ admin list (/admin/faqs): in display order, so its pager says Previous / Next. */
export const faqList: ContentListSpec<FaqRow, FaqStatus> = {
  paging: faqPaging,
  title: "Manage FAQs",
  description: "Questions and answers for the public FAQs page. Only published FAQs are shown there.",
  addLabel: "Add New FAQ",
  formId: "faq-form",
  Form: FaqForm,
  table: faqTable,
  noun: { one: "FAQ", many: "FAQs" },
  searchHint: "Finds every word in the question or the answer, in English or Spanish, accents and capitals aside.",
  statuses: { published: "Published", draft: "Draft" },
  labels: { tabs: "FAQ lists", pager: "FAQ pages", trash: "FAQs in the Trash" },
  pagerLinks: { previous: "Previous FAQs", next: "Next FAQs" },
  trashTitleHeader: "Question",
};
