import type { MiddlewareFunction } from "react-router";

import { isFormType, mediaType } from "./form-body.server";
import { plainTextRefusal } from "./plain-text-refusal";
import { isMutation } from "./same-origin.server";

export const NOT_A_FORM_MESSAGE =
  "This address takes HTML forms only: send application/x-www-form-urlencoded or multipart/form-data.";
export const UNREADABLE_FORM_MESSAGE =
  "The form could not be read (its body is malformed). Reload the page and try again.";

/**
 * Root middleware: every action takes an HTML form, so a mutation with any other body (JSON,
 * text, XML, a body without a type) is answered 415 and one whose form cannot be parsed (a
 * broken multipart body) 400, before any action runs: an action then reads its form
 * (readFormBody, ./form-body.server.ts) without meeting either. better-auth's API
 * (/api/auth/*) takes JSON and checks its own bodies; the contact form's /api/contact takes a
 * form like the pages. The body is already in memory and within its limit
 * (./body-limits.ts): reading it twice costs little.
 */
export const formPostsOnly: MiddlewareFunction<Response> = async ({ request }) => {
  if (!isMutation(request)) return;
  if (new URL(request.url).pathname.startsWith("/api/auth/")) return;
  const contentType = request.headers.get("content-type");
  // No body at all is an empty form (readFormBody): the route decides what that means.
  if (!mediaType(contentType) && (await request.clone().arrayBuffer()).byteLength === 0) return;
  if (!isFormType(contentType)) return plainTextRefusal(415, NOT_A_FORM_MESSAGE);
  try {
    await request.clone().formData();
  } catch {
    return plainTextRefusal(400, UNREADABLE_FORM_MESSAGE);
  }
};
