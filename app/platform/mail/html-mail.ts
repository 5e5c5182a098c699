import { escapeHtml } from "./escape-html";

/*
 * The HTML part every mail from the site shares: the agency's name over a white card on a
 * grey page, with inline styles (mail programs ignore style sheets). Each mail gives its
 * own heading and body; the pieces below escape what they are given.
 */

/** A whole HTML mail. `bodyHtml` is HTML already (build it with the pieces below or escapeHtml). */
export function htmlMail({
  agencyName,
  heading,
  bodyHtml,
  lang = "en",
}: {
  agencyName: string;
  heading?: string;
  bodyHtml: string;
  /** The mail's language: "es" for a mail to someone who used the Spanish site. */
  lang?: "en" | "es";
}): string {
  const title = heading ? `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>\n` : "";
  return `<!doctype html>
<html lang="${lang}">
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,sans-serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b3a66">${escapeHtml(agencyName)}</p>
${title}${bodyHtml}
</div>
</body>
</html>
`;
}

/** A call-to-action link drawn as a button, then the same address to copy by hand. */
export function mailButton(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:28px 0">
<a href="${href}"
 style="background:#0f4675;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>
</p>
<p>Or copy this link into your browser:<br>
<span style="word-break:break-all">${href}</span></p>`;
}

/** Label and value rows, e.g. what a contact message or a sign-in came with. */
export function mailFacts(facts: ReadonlyArray<readonly [label: string, value: string]>): string {
  const rows = facts.map(
    ([label, value]) =>
      `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#475569">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
  );
  return `<table style="margin:16px 0;border-collapse:collapse">\n${rows.join("\n")}\n</table>`;
}

/** A paragraph of plain text. */
export function mailParagraph(text: string, tone: "normal" | "muted" = "normal"): string {
  return tone === "muted" ? `<p style="color:#475569">${escapeHtml(text)}</p>` : `<p>${escapeHtml(text)}</p>`;
}

/** A message's plain-text part: its lines, then the agency's signature. */
export function signedText(lines: readonly string[], agencyName: string): string {
  return [...lines, "", `-- ${agencyName}`, ""].join("\n");
}
