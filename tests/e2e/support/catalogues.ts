import { readFileSync } from "node:fs";

/** The message catalogues, as project.inlang/settings.json lists them. */
function cataloguePatterns(): string[] {
  const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8")) as {
    "plugin.inlang.messageFormat": { pathPattern: string[] };
  };
  return settings["plugin.inlang.messageFormat"].pathPattern;
}

type Catalogue = Record<string, string>;

function readCatalogue(path: string): Catalogue {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(path, "utf8")) as Catalogue;
  return messages;
}

/** Every message of a language, by name (the pages' texts, to compare with what a page shows). */
export function messagesOf(locale: "en" | "es"): Catalogue {
  return Object.assign({}, ...cataloguePatterns().map((pattern) => readCatalogue(pattern.replace("{locale}", locale))));
}

const english = messagesOf("en");

/** The service catalogue in English (app/features/site/messages/svc.en.json), in the sidebar's order. */
export function englishServices(slugs: readonly string[]) {
  return slugs.map((slug) => {
    const key = `svc_${slug.replaceAll("-", "_")}`;
    return {
      slug,
      title: english[`${key}_title`]!,
      description: english[`${key}_description`]!,
      positions: english[`${key}_positions`]!.split("\n"),
    };
  });
}

/** The English words of the messages with these names. */
export function englishTexts(names: readonly string[]): string[] {
  return names.map((name) => english[name]!);
}
