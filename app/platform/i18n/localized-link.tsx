import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";

import { localizedPath } from "./locale";
import { useLocale } from "./use-locale";

/*
 * Links to the site's own pages, written with their English paths: on a Spanish page they
 * lead to the Spanish page (/contact -> /es/contact). External and relative links are left
 * as they are.
 */

function useLocalizedTo<T extends LinkProps["to"]>(to: T): T {
  const locale = useLocale();
  return (typeof to === "string" ? localizedPath(locale, to) : to) as T;
}

export function LocalizedLink({ to, ...props }: LinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  return <Link to={useLocalizedTo(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  return <NavLink to={useLocalizedTo(to)} {...props} />;
}
