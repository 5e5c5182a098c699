import type { Page } from "@playwright/test";

import { messagesOf } from "./catalogues";
import { defaultAgency } from "./default-identity";

/*
 * The English words a Spanish page must not show: each English message's fixed parts (what
 * is around its {inputs}) that its Spanish message does not share. Words the same in both
 * languages, the agency's name and the switch's 'English' are allowed; so is content marked
 * lang="en" (an item without its Spanish text).
 */
const english = messagesOf("en");
const spanish = messagesOf("es");
export const englishPhrases = [
  ...new Set(
    Object.entries(english).flatMap(([name, text]) =>
      text
        .split(/\{\w+\}|\n/)
        .map((part) => part.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
        .filter((part) => /\p{L}{3}/u.test(part) && !spanish[name]!.includes(part) && part !== "English"),
    ),
  ),
];

/** The page's words as people read and hear them (hidden text aside), without lang="en" content. */
export async function spanishWordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    // Compare what shows: innerText of a detached copy ignores CSS, so mark what is hidden first.
    const originals = [...document.body.querySelectorAll<HTMLElement>("*")];
    const copies = [...copy.querySelectorAll<HTMLElement>("*")];
    originals.forEach((element, index) => {
      const style = getComputedStyle(element);
      const hidden = style.display === "none" || style.visibility === "hidden";
      // .rich-text: a post's or an answer's Markdown, content rather than interface.
      if (hidden || element.closest('[lang="en"], script, style, noscript, .rich-text'))
        copies[index]!.setAttribute("data-skip", "");
    });
    for (const element of copy.querySelectorAll("[data-skip]")) element.remove();
    const words = [
      copy.textContent ?? "",
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ];
    const labelled = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].filter(
      (element) => !element.closest('[lang="en"]'),
    );
    for (const element of labelled)
      for (const attribute of ["aria-label", "alt", "title", "placeholder"])
        words.push(element.getAttribute(attribute) ?? "");
    return words.join("\n");
  });
}

/**
 * The English interface phrases in a Spanish page's words, once `contentTexts` (what staff
 * wrote, which shows in English until translated) are taken out.
 */
export function englishPhrasesIn(words: string, contentTexts: readonly string[]): string[] {
  const withoutContent = [...contentTexts]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((text, content) => text.replaceAll(content, " "), words);
  return englishPhrases.filter((phrase) =>
    new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(withoutContent),
  );
}

/** What staff wrote in the default settings (the agency's name, offices, hours): content, shown as typed. */
export const agencyContentTexts = [
  defaultAgency.name,
  ...defaultAgency.offices.map((office) => office.name),
  ...defaultAgency.hours.flatMap((line) => [line.days, line.hours]),
];
