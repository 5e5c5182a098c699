import { describe, expect, it, vi } from "vitest";

const model = vi.hoisted(() => ({ listPublishedFaqs: vi.fn() }));
vi.mock("~/features/faqs/faq.server", () => model);

const { loader } = await import("./_public.faqs");

const load = (path = "/faqs") =>
  loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never);

describe("/faqs loader", () => {
  it("sends the published FAQs with only the fields the page shows, each answer's Markdown rendered", async () => {
    model.listPublishedFaqs.mockResolvedValue([
      {
        id: "1",
        question: "Q?",
        answer: "A **bold** [link](https://example.com).\n<b>x</b>",
        category: null,
        displayOrder: 0,
        isPublished: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ]);
    const result = await load();
    expect(result.data.faqs).toEqual([
      {
        id: "1",
        question: "Q?",
        answerHtml:
          '<p>A <strong>bold</strong> <a href="https://example.com">link</a>.<br>\n&lt;b&gt;x&lt;/b&gt;</p>\n',
        category: null,
        inEnglish: false,
      },
    ]);
    expect(result.init).toBeNull();
  });

  it("sends every FAQ with the query read from ?q=: the page filters them", async () => {
    const faq = {
      answer: "A.",
      category: null,
      displayOrder: 0,
      isPublished: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    model.listPublishedFaqs.mockResolvedValue([
      { ...faq, id: "1", question: "Texas?" },
      { ...faq, id: "2", question: "Louisiana?" },
    ]);
    const result = await load("/faqs?q=%20texas%20");
    expect(result.data.q).toBe("texas");
    expect(result.data.faqs.map((item: { id: string }) => item.id)).toEqual(["1", "2"]);
    expect((await load()).data.q).toBe("");
  });

  it("renders an answer's headings below the h3 question", async () => {
    model.listPublishedFaqs.mockResolvedValue([
      {
        id: "1",
        question: "Q?",
        answer: "## Steps",
        category: null,
        displayOrder: 0,
        isPublished: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ]);
    const result = await load();
    expect(result.data.faqs[0]!.answerHtml).toBe("<h4>Steps</h4>\n");
  });

  it("sends a FAQ's Spanish text on /es, and its English text, marked, when it has none", async () => {
    const faq = { category: null, displayOrder: 0, isPublished: true, createdAt: new Date(), updatedAt: new Date() };
    model.listPublishedFaqs.mockResolvedValue([
      { ...faq, id: "1", question: "Q?", answer: "A.", questionEs: "¿P?", answerEs: "R." },
      { ...faq, id: "2", question: "Only English?", answer: "Yes.", questionEs: null, answerEs: null },
    ]);
    const shown = (faqs: { question: string; answerHtml: string; inEnglish?: boolean }[]) =>
      faqs.map(({ question, answerHtml, inEnglish }) => [question, answerHtml, inEnglish]);
    expect(shown((await load("/es/faqs")).data.faqs)).toEqual([
      ["¿P?", "<p>R.</p>\n", false],
      ["Only English?", "<p>Yes.</p>\n", true],
    ]);
    expect(shown((await load("/faqs")).data.faqs)).toEqual([
      ["Q?", "<p>A.</p>\n", false],
      ["Only English?", "<p>Yes.</p>\n", false],
    ]);
  });

  it("shows the empty list, logged and with 503, when the database fails", async () => {
    model.listPublishedFaqs.mockRejectedValue(new Error("connection refused"));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await load();
    expect(result.data.faqs).toEqual([]);
    expect(result.init?.status).toBe(503);
    expect(log).toHaveBeenCalled();
  });
});
