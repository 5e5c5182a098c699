import { describe, expect, it } from "vitest";

import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("lists each question with its answer", () => {
    const ld = faqPageJsonLd([{ question: "Q?", answer: "A." }]);
    expect(ld.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});
