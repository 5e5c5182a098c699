import type { AnchorHTMLAttributes } from "react";

import { LocalizedLink } from "~/platform/i18n/localized-link";
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

/** Whether an address is a path of this site ("/jobs"), not one that leaves it ("//host", "/\\host", "https://..."). */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * A link whose address the settings decide (the job board, the online application): a path of
 * this site opens in the same tab; another site's address is an ExternalLink.
 */
export function SiteOrExternalLink({
  href,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return isSitePath(href) ? (
    <LocalizedLink to={href} {...props}>
      {children}
    </LocalizedLink>
  ) : (
    <ExternalLink href={href} {...props}>
      {children}
    </ExternalLink>
  );
}
