import { answerContactPost } from "~/features/inbox/contact-action.server";
import { formTokenSecret, issueFormToken } from "~/features/inbox/form-token.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { inLocale } from "~/platform/i18n/catalogues.server";

import type { Route } from "./+types/api.contact";

/*
 * The contact form with JavaScript: GET hands out the fill-time token when the form becomes
 * usable; POST takes the message and answers JSON. Only while the inbox is on; with it off
 * the form sends nothing at all (as the site ships).
 */

const noStore = { "Cache-Control": "no-store" };

export async function loader() {
  const { inboxEnabled } = await getSiteSettings();
  if (!inboxEnabled)
    return Response.json({ error: "The contact form does not send messages." }, { status: 404, headers: noStore });
  return Response.json({ token: issueFormToken(await formTokenSecret()) }, { headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json(
      { error: "Method not allowed." },
      { status: 405, headers: { ...noStore, Allow: "GET, POST" } },
    );
  // The page's language, for the field errors: the form on a Spanish page posts here with ?lang=es.
  const locale = new URL(request.url).searchParams.get("lang") === "es" ? "es" : "en";
  const { status, body } = await inLocale(locale, () => answerContactPost(request));
  return Response.json(body, { status, headers: noStore });
}
