import { untilSwitchedOn } from "./setup-item";

/** The site ships with the contact inbox off: the form thanks visitors and keeps nothing. */
export const contactInboxItems = untilSwitchedOn("inboxEnabled", {
  id: "contact-inbox",
  text: "The contact form thanks visitors but their messages reach nobody, because the contact inbox is off.",
  fix: { href: "/admin/settings#contact-inbox", label: "Turn on the contact inbox" },
});
