import { createContext, data, type MiddlewareFunction } from "react-router";

import { parseRowId } from "~/features/content-lists/content-actions.server";

import { getContactMessage, openContactMessage, type ContactMessage } from "./contact-messages.server";

/** The message the address names; 404 for an address that cannot name one. */
export function messageId(params: { id?: string }): string {
  const id = parseRowId(params.id);
  if (!id) throw data(null, { status: 404 });
  return id;
}

/** The message opened for this request (null: there is none with that id). */
export const openedMessage = createContext<ContactMessage | null>(null);

/**
 * Opening a message marks it read. Here rather than in the loader: middleware runs before
 * every loader, so the admin layout's unread count (loaded alongside) already leaves it out.
 * A form posted without JavaScript that is answered with the page (a refused reply) renders
 * the message too: read as it is, without marking it.
 */
export const openMessage: MiddlewareFunction<Response> = async ({ request, params, context }) => {
  const id = messageId(params);
  context.set(openedMessage, request.method === "GET" ? await openContactMessage(id) : await getContactMessage(id));
};
