import { useId, useState } from "react";
import { ChevronDownIcon } from "./icons";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: string | null;
}

/**
 * SPEC.md section 2: one answer open at a time; choosing the open one closes it.
 * Answers are in the HTML from the start (search engines read them; without JavaScript
 * a <noscript> style shows them all).
 */
export function FaqAccordion({ faqs }: { faqs: readonly FaqItem[] }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="faq-accordion divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <noscript>
        <style>{".faq-accordion .faq-answer{display:block!important}"}</style>
      </noscript>
      {faqs.map((faq, index) => {
        const open = openId === faq.id;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={faq.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
              >
                <span>{faq.question}</span>
                <ChevronDownIcon className={`size-5 shrink-0 text-brand-600 transition-transform ${open ? "rotate-180" : ""}`} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              // A class, not the hidden attribute: the <noscript> style above must be able to undo it.
              className={`faq-answer px-5 pb-6 sm:px-6 ${open ? "" : "hidden"}`}
            >
              {faq.category ? (
                <p className="mb-2 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold tracking-wide text-brand-700">
                  {faq.category}
                </p>
              ) : null}
              <p className="leading-relaxed whitespace-pre-line text-slate-700">{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
