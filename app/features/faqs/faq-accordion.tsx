import { useId, useState } from "react";

import { InEnglishLabel } from "~/features/content-lists/in-english-label";

export interface FaqItem {
  id: string;
  question: string;
  /** The answer's Markdown rendered on the server (render-markdown.server.ts): safe HTML. */
  answerHtml: string;
  category: string | null;
  /** Shown in English on a Spanish page (it has no Spanish text): marked lang="en", labelled 'En inglés'. */
  inEnglish?: boolean;
}

/**
 * One answer open at a time; choosing the open one closes it.
 * Answers are in the HTML from the start (search engines read them; without JavaScript
 * a <noscript> style shows them all). The markup repeats for every question, so its
 * styles are short component classes (app/styles/base.css), and the chevron is drawn by CSS.
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
          <div key={faq.id} lang={faq.inEnglish ? "en" : undefined}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.id)}
                className="faq-question"
              >
                <span>
                  {faq.question}
                  {faq.inEnglish ? (
                    <>
                      {" "}
                      <InEnglishLabel />
                    </>
                  ) : null}
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              // A class, not the hidden attribute: the <noscript> style above must be able to undo it.
              className={open ? "faq-answer" : "faq-answer hidden"}
            >
              {faq.category ? <p className="faq-category">{faq.category}</p> : null}
              <div className="faq-answer-text rich-text" dangerouslySetInnerHTML={{ __html: faq.answerHtml }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
