import type { AnchorHTMLAttributes } from "react";

import { m } from "~/platform/i18n/messages";

/** The id of the (visually hidden) note that external links point at with aria-describedby. */
const NEW_TAB_NOTE_ID = "new-tab-note";

/** A link to another site: opens in a new tab, without giving that site a handle on ours. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_NOTE_ID} {...props}>
      {children}
    </a>
  );
}

/** Rendered once per page by the layout. */
export function NewTabNote() {
  return (
    <span id={NEW_TAB_NOTE_ID} hidden>
      {m.site_new_tab_note()}
    </span>
  );
}
