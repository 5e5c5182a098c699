import { describe, expect, it } from "vitest";

import { renderMarkdown } from "./render-markdown.server";

describe("renderMarkdown", () => {
  it("keeps a plain-text post as it was written: paragraphs and single line breaks", () => {
    const plain = "We are hiring dockside workers.\nShifts start at 6 AM.\n\nApply today.";
    expect(renderMarkdown(plain)).toBe(
      "<p>We are hiring dockside workers.<br>\nShifts start at 6 AM.</p>\n<p>Apply today.</p>\n",
    );
  });

  it("keeps plain-text punctuation that looks like Markdown as text", () => {
    expect(renderMarkdown("Pay is $15 * 40 hours * 52 weeks.")).toBe("<p>Pay is $15 * 40 hours * 52 weeks.</p>\n");
    expect(renderMarkdown("Use file_name_here and #1 agency")).toBe("<p>Use file_name_here and #1 agency</p>\n");
    expect(renderMarkdown("Questions? Call & ask, 5 < 6 > 4")).toBe(
      "<p>Questions? Call &amp; ask, 5 &lt; 6 &gt; 4</p>\n",
    );
  });

  it("renders headings, bold, italic, lists and block quotes", () => {
    const html = renderMarkdown(
      "## Section\n\n### Subsection\n\n**bold** and *italic* and _also_\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted",
    );
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<h3>Subsection</h3>");
    expect(html).toContain("<strong>bold</strong> and <em>italic</em> and <em>also</em>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n<li>second</li>\n</ol>");
    expect(html).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
  });

  it("never makes a second h1: '#' is the top level like '##'", () => {
    expect(renderMarkdown("# Big")).toBe("<h2>Big</h2>\n");
    expect(renderMarkdown("###### Tiny")).toBe("<h6>Tiny</h6>\n");
  });

  it("starts headings lower where the page needs it (FAQ answers under an h3 question)", () => {
    expect(renderMarkdown("## A\n\n### B\n\n##### C", { topHeadingLevel: 4 })).toBe(
      "<h4>A</h4>\n<h5>B</h5>\n<h6>C</h6>\n",
    );
  });

  it("makes links to http(s) and mailto addresses", () => {
    expect(renderMarkdown("[Apply](https://apply.example.com/jobs?x=1&y=2)")).toBe(
      '<p><a href="https://apply.example.com/jobs?x=1&amp;y=2">Apply</a></p>\n',
    );
    expect(renderMarkdown("[Mail us](mailto:jobs@example.com)")).toBe(
      '<p><a href="mailto:jobs@example.com">Mail us</a></p>\n',
    );
  });

  it("turns bare URLs, www addresses and email addresses into links", () => {
    expect(renderMarkdown("See https://example.org/a.")).toBe(
      '<p>See <a href="https://example.org/a">https://example.org/a</a>.</p>\n',
    );
    expect(renderMarkdown("Visit www.example.com today")).toBe(
      '<p>Visit <a href="https://www.example.com">www.example.com</a> today</p>\n',
    );
    expect(renderMarkdown("Write to jobs@example.com")).toBe(
      '<p>Write to <a href="mailto:jobs@example.com">jobs@example.com</a></p>\n',
    );
  });

  it("leaves file names, abbreviations and numbers that look like addresses as text", () => {
    const text = "Read README.md, node.js and file.sh: 1.5 hours, U.S. jobs, e.g. this.";
    expect(renderMarkdown(text)).toBe(`<p>${text}</p>\n`);
  });

  it("never makes javascript:, data:, vbscript: or relative links", () => {
    for (const href of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "/admin",
      "//evil.example",
    ]) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html, href).not.toContain("<a");
    }
    expect(renderMarkdown("javascript:alert(1)")).toBe("<p>javascript:alert(1)</p>\n");
  });

  it("shows raw HTML as text, never as markup", () => {
    expect(renderMarkdown('<script>alert("x")</script>')).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n",
    );
    expect(renderMarkdown("<b>not bold</b> <img src=x onerror=alert(1)>")).toBe(
      "<p>&lt;b&gt;not bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt;</p>\n",
    );
    expect(renderMarkdown('[x](https://example.com" onmouseover="alert(1))')).not.toContain('" onmouseover');
  });

  it("renders a table inside a box that scrolls sideways, its columns aligned as written", () => {
    const html = renderMarkdown(
      "| Shift | Pay |\n| :--- | ---: |\n| Days | $16.00 |\n| Nights, **weekends** | $18.50 |",
    );
    expect(html).toBe(
      [
        '<div class="table-scroll" tabindex="0">',
        "<table>",
        "<thead>",
        "<tr>",
        '<th style="text-align:left">Shift</th>',
        '<th style="text-align:right">Pay</th>',
        "</tr>",
        "</thead>",
        "<tbody>",
        "<tr>",
        '<td style="text-align:left">Days</td>',
        '<td style="text-align:right">$16.00</td>',
        "</tr>",
        "<tr>",
        '<td style="text-align:left">Nights, <strong>weekends</strong></td>',
        '<td style="text-align:right">$18.50</td>',
        "</tr>",
        "</tbody>",
        "</table>",
        "</div>",
        "",
      ].join("\n"),
    );
  });

  it("keeps a line with pipes but no header rule as text", () => {
    expect(renderMarkdown("Days | Nights\nMonday | Friday")).toBe("<p>Days | Nights<br>\nMonday | Friday</p>\n");
  });

  it("keeps four leading spaces as text, not a code block", () => {
    expect(renderMarkdown("Steps:\n\n    indented line")).toBe("<p>Steps:</p>\n<p>indented line</p>\n");
  });

  it("keeps an underlined line and a reference-like line as text", () => {
    expect(renderMarkdown("Our team\n---")).toBe("<p>Our team</p>\n<hr>\n");
    expect(renderMarkdown("Sources:\n[1]: https://example.com/report")).toContain("[1]: ");
  });

  it("shows images written in the text as text, not as images", () => {
    expect(renderMarkdown("![a chart](https://example.com/chart.png)")).not.toContain("<img");
  });
});
