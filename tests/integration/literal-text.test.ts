import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The rule that keeps words out of the public components (build-tools/eslint-no-literal-text.js,
 * run by `npm run lint`) fails on each kind of literal: the real configuration lints a page
 * with one deliberate violation at a time, under a public route's name and an admin route's.
 */

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function literalsIn(source: string, file = "app/routes/_public.example.tsx"): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result!.messages.filter((message) => message.ruleId === "i18n/no-literal-text").map((m) => m.message);
}

const page = (jsx: string) =>
  `import { m } from "~/platform/i18n/messages";\n\nexport default function Example({ on }: { on: boolean }) {\n  return (\n    ${jsx}\n  );\n}\n`;

describe("the rule against words written into public components", () => {
  it("passes a page whose words all come from the catalogues, with symbols and markup", () => {
    return expect(
      literalsIn(
        page(
          `<div className="mt-4" aria-hidden="true">{m.site_nav_home()} <span>*</span> • {on ? "404" : "500"}<style>{".a{color:red}"}</style></div>`,
        ),
      ),
    ).resolves.toEqual([]);
  });

  it.each([
    ["text between tags", `<p>Send Message</p>`, "Send Message"],
    ["a string rendered as a child", `<p>{on ? m.site_nav_home() : "Ask about openings"}</p>`, "Ask about openings"],
    ["a template rendered as a child", "<p>{`Page ${1} of 2`}</p>", "Page"],
    ["an accessible name", `<nav aria-label="News pages" />`, "News pages"],
    ["a component's text prop", `<Card title="Placement Options" />`, "Placement Options"],
    ["an image's alternative text", `<img alt="Our office" src="/a.png" />`, "Our office"],
  ])("fails on %s", async (_, jsx, words) => {
    const found = await literalsIn(page(jsx));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(words);
  });

  it("covers the public components outside the routes, and leaves the admin in English", async () => {
    expect(await literalsIn(page("<p>Read More</p>"), "app/features/site/example.tsx")).toHaveLength(1);
    expect(await literalsIn(page("<p>Read More</p>"), "app/features/posts/news-card.tsx")).toHaveLength(1);
    expect(await literalsIn(page("<p>Save Settings</p>"), "app/routes/admin.example.tsx")).toEqual([]);
  });
});
