import { useId, useState } from "react";

import { InEnglishLabel } from "~/features/content-lists/in-english-label";

import type { FaqGroup } from "./faq-search";
import { m } from "./messages/faqs";

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
 * The questions, under their categories' headings when `grouped` (the general group is
 * 'General Questions'), else as one list. One answer open at a time on the whole page;
 * choosing the open one closes it. Answers are in the HTML from the start (search engines
 * read them; without JavaScript a <noscript> style shows them all). The markup repeats for
 * every question, so its styles are short component classes (app/styles/base.css), and the
 * chevron is drawn by CSS.
 */
export function FaqAccordion({ groups, grouped }: { groups: ReadonlyArray<FaqGroup<FaqItem>>; grouped: boolean }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));
  return (
    <div className="space-y-10">
      <noscript>
        <style>{".faq-accordion .faq-answer{display:block!important}"}</style>
      </noscript>
      {groups.map((group, groupIndex) => {
        const list = (
          <Questions faqs={group.faqs} openId={openId} onToggle={toggle} idPrefix={`${baseId}-${groupIndex}`} />
        );
        if (!grouped) return <div key="all">{list}</div>;
        const headingId = `${baseId}-${groupIndex}-heading`;
        return (
          <section key={group.category ?? ""} aria-labelledby={headingId}>
            <h2 id={headingId} className="faq-group-heading">
              {group.category ?? m.faqs_general()}
            </h2>
            {list}
          </section>
        );
      })}
    </div>
  );
}

function Questions({
  faqs,
  openId,
  onToggle,
  idPrefix,
}: {
  faqs: readonly FaqItem[];
  openId: string | null;
  onToggle: (id: string) => void;
  idPrefix: string;
}) {
  return (
    <div className="faq-accordion divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {faqs.map((faq, index) => {
        const open = openId === faq.id;
        const buttonId = `${idPrefix}-question-${index}`;
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <div key={faq.id} lang={faq.inEnglish ? "en" : undefined}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(faq.id)}
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
              <div className="faq-answer-text rich-text" dangerouslySetInnerHTML={{ __html: faq.answerHtml }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
