import type { MiddlewareFunction } from "react-router";

import { plainTextRefusal } from "./plain-text-refusal";
import { isMutation } from "./same-origin.server";

export const NOT_A_FORM_MESSAGE =
  "This address takes HTML forms only: send application/x-www-form-urlencoded or multipart/form-data.";
export const UNREADABLE_FORM_MESSAGE =
  "The form could not be read (its body is malformed). Reload the page and try again.";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type of a Content-Type header, lower-cased, without its parameters. */
function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/**
 * Root middleware: every action takes an HTML form, so a mutation with any other body (JSON,
 * text, XML, a body without a type) is answered 415 and one whose form cannot be parsed (a
 * broken multipart body) 400, before any action runs: an action may then read its form
 * (readForm) without failing. better-auth's API (/api/auth/*) takes JSON and checks its own bodies; the
 * contact form's /api/contact takes a form like the pages. The body
 * is already in memory and within its limit (server/route-body-limits.ts): reading it twice
 * costs little.
 */
export const formPostsOnly: MiddlewareFunction<Response> = async ({ request }) => {
  if (!isMutation(request)) return;
  if (new URL(request.url).pathname.startsWith("/api/auth/")) return;
  const type = mediaType(request.headers.get("content-type"));
  // No body at all is an empty form (readForm): the route decides what that means.
  if (!type && (await request.clone().arrayBuffer()).byteLength === 0) return;
  if (!FORM_TYPES.has(type)) return plainTextRefusal(415, NOT_A_FORM_MESSAGE);
  try {
    await request.clone().formData();
  } catch {
    return plainTextRefusal(400, UNREADABLE_FORM_MESSAGE);
  }
};

/**
 * The form an action was sent. formPostsOnly has let through only a form that parses, or no
 * body at all, which reads as a form without fields.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!request.headers.get("content-type")) return new FormData();
  return request.formData();
}
