import { describe, expect, it } from "vitest";

import { htmlMail, mailButton, mailFacts, mailParagraph } from "./html-mail";

describe("the HTML mail pieces", () => {
  it("escape what they are given, in the name, the heading, links, facts and paragraphs", () => {
    const html = htmlMail({
      agencyName: "A&B <Staffing>",
      heading: 'Say "hi"',
      bodyHtml: [
        mailButton("https://example.com/x?a=1&b=<2>", "Open & go"),
        mailFacts([["Name", "<script>alert(1)</script>"]]),
        mailParagraph("1 < 2", "muted"),
      ].join("\n"),
    });
    expect(html).toContain("A&amp;B &lt;Staffing&gt;");
    expect(html).toContain("Say &quot;hi&quot;");
    expect(html).toContain('href="https://example.com/x?a=1&amp;b=&lt;2&gt;"');
    expect(html).toContain(">Open &amp; go</a>");
    expect(html).toContain('<td style="padding:4px 0">&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(html).toContain('<p style="color:#475569">1 &lt; 2</p>');
    expect(html).not.toContain("<script>");
  });

  it("leaves out the heading when there is none, and is one whole document", () => {
    const html = htmlMail({ agencyName: "Teamwork", bodyHtml: mailParagraph("Hello") });
    expect(html).not.toContain("<h1");
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });
});
