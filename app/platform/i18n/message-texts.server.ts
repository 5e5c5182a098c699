import { messageText, type PlainMessage } from "./messages";

/**
 * The words of these messages in the request's language, by name: for a loader to hand its
 * page texts that only the page shows (the home page's), so that they travel as data in the
 * document and their catalogue part stays out of the page's JavaScript.
 */
export function messageTexts<const Names extends readonly PlainMessage[]>(names: Names): Record<Names[number], string> {
  return Object.fromEntries(names.map((name) => [name, messageText(name)])) as Record<Names[number], string>;
}
