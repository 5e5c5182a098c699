import { useEffect, useRef } from "react";

import { useDismissableMenu } from "~/components/use-dismissable-menu";
import type { ExternalLinks, PublicAgency } from "~/features/settings/public-agency";
import { LocalizedLink, LocalizedNavLink } from "~/platform/i18n/localized-link";
import { m, messageText } from "~/platform/i18n/messages";
import { useLocale } from "~/platform/i18n/use-locale";

import { isSitePath, SiteOrExternalLink } from "./external-link";
import { CloseIcon, ExternalIcon, MailIcon, MenuIcon, PhoneIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { mainNavigation } from "./navigation";
import { Tagline } from "./tagline";

const MENU_ID = "site-menu";

// What every link of the menu shares: a row of the mobile menu, small caps on wide screens.
// The long (Spanish) menu keeps the smaller type up to 1536 px, where it fits on one row.
const menuItemClass = (long: boolean) =>
  "flex items-center gap-1.5 border-l-4 border-transparent px-4 py-3 text-sm font-semibold tracking-wide whitespace-nowrap text-slate-700 " +
  "hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:border-accent-500 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 " +
  `lg:border-l-0 lg:text-xs lg:tracking-normal ${long ? "2xl:text-[0.8125rem] 2xl:tracking-wide" : "xl:text-[0.8125rem] xl:tracking-wide"}`;

// On wide screens: a plain link, underlined when it is the current page.
const menuLinkClass = (long: boolean) =>
  `${menuItemClass(long)} lg:border-b-2 lg:px-1.5 lg:py-2 lg:hover:bg-transparent lg:aria-[current=page]:border-accent-500 lg:aria-[current=page]:bg-transparent xl:px-2`;

// On wide screens: Contact Us is a button, dark when it is the current page. Its own classes
// only: two background utilities of the same variant would leave the winner to the CSS order.
const contactLinkClass = (long: boolean) =>
  `${menuItemClass(long)} lg:ml-1.5 lg:rounded-md lg:bg-accent-500 lg:px-3 lg:py-2.5 lg:text-brand-900 lg:hover:bg-accent-400 lg:aria-[current=page]:bg-brand-800 lg:aria-[current=page]:text-white xl:px-4`;

export function SiteHeader({ agency, externalLinks }: { agency: PublicAgency; externalLinks: ExternalLinks }) {
  // The call button dials the first number: one tap, no picker.
  const primaryPhone = agency.phones[0];
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useDismissableMenu(headerRef);
  // The Spanish menu's words are half as long again: on wide screens it takes a row of its own.
  const longMenu = useLocale() === "es";

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    // Tabbing past the last link (or back before the logo) closes the menu: the focus never
    // sits in the page behind it while it covers the page.
    function onFocusIn(event: FocusEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, setOpen]);

  return (
    <>
      {/*
        The language switch at every width; both numbers and the email on wide screens. This band
        scrolls away, the header stays.
      */}
      <aside aria-label={m.site_contact_details()} className="bg-brand-900 text-brand-100">
        <div className="site-container flex h-9 items-center justify-end gap-5 text-xs lg:justify-between">
          {agency.tagline ? (
            <Tagline text={agency.tagline} className="band-tagline font-bold tracking-[0.2em] text-accent-400" />
          ) : null}
          <ul className="hidden items-center gap-5 lg:flex">
            {agency.phones.map((phone) => (
              <li key={`${phone.label}|${phone.e164}`}>
                <a href={`tel:${phone.e164}`} className="inline-flex items-center gap-1.5 hover:text-white">
                  <PhoneIcon className="size-3.5" />
                  <span>
                    {phone.label} <span className="font-semibold text-white">{phone.display}</span>
                  </span>
                </a>
              </li>
            ))}
            {agency.email ? (
              <li>
                <a href={`mailto:${agency.email}`} className="inline-flex items-center gap-1.5 hover:text-white">
                  <MailIcon className="size-3.5" />
                  {agency.email}
                </a>
              </li>
            ) : null}
          </ul>
          <LanguageSwitch className="-my-1 inline-flex min-h-6 items-center rounded px-1 font-semibold text-white underline-offset-2 hover:underline lg:ml-auto lg:pl-5 lg:border-l lg:border-white/20 lg:rounded-none" />
        </div>
      </aside>
      <header ref={headerRef} className="sticky top-0 z-40 bg-white shadow-sm ring-1 ring-slate-900/5">
        <div
          className={`site-container relative flex h-16 items-center justify-between gap-3 ${longMenu ? "lg:h-auto lg:flex-wrap lg:pt-3" : "lg:h-20"}`}
        >
          <LocalizedLink to="/" aria-label={m.site_home_link({ agency: agency.name })} className="shrink-0 rounded-md">
            {/* From 1024 to 1279 px the full menu needs the room: the mark alone stands for the name. */}
            <Logo name={agency.name} wordmarkClassName={longMenu ? undefined : "lg:max-xl:sr-only"} />
          </LocalizedLink>

          <div className={`flex items-center gap-2 ${longMenu ? "" : "lg:order-last"}`}>
            {primaryPhone ? (
              <a
                href={`tel:${primaryPhone.e164}`}
                className="inline-flex h-11 items-center gap-2 rounded-md bg-accent-500 px-3 text-sm font-bold text-brand-900 hover:bg-accent-400 lg:h-10 lg:rounded-full lg:px-2.5 2xl:rounded-md 2xl:px-3"
              >
                <PhoneIcon className="size-5" />
                <span className="sr-only sm:not-sr-only lg:sr-only">{m.site_call()}</span>
                <span className="sr-only 2xl:not-sr-only"> {primaryPhone.display}</span>
              </a>
            ) : null}
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={open}
              aria-controls={MENU_ID}
              onClick={() => setOpen((value) => !value)}
              className="inline-flex h-11 lg:hidden items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
              <span className="sr-only sm:not-sr-only">{m.site_menu()}</span>
            </button>
          </div>

          <nav
            id={MENU_ID}
            aria-label={m.site_main_navigation()}
            className={`${open ? "block" : "hidden"} ${longMenu ? "lg:order-last lg:basis-full" : "lg:ml-auto"} absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-0 lg:shadow-none`}
          >
            <ul className={`py-2 lg:flex lg:items-center lg:py-0 ${longMenu ? "lg:justify-between" : ""}`}>
              {mainNavigation.map((item) =>
                "external" in item && !externalLinks[item.external] ? null : (
                  <li key={item.message}>
                    {"external" in item ? (
                      <SiteOrExternalLink href={externalLinks[item.external]} className={menuLinkClass(longMenu)}>
                        {messageText(item.message)}
                        {isSitePath(externalLinks[item.external]) ? null : (
                          <ExternalIcon className="size-3.5 text-slate-500 lg:hidden xl:block" />
                        )}
                      </SiteOrExternalLink>
                    ) : item.to === "/contact" ? (
                      <LocalizedNavLink
                        to={item.to}
                        onClick={() => setOpen(false)}
                        className={contactLinkClass(longMenu)}
                      >
                        {messageText(item.message)}
                      </LocalizedNavLink>
                    ) : (
                      <LocalizedNavLink
                        to={item.to}
                        end={item.end}
                        onClick={() => setOpen(false)}
                        className={menuLinkClass(longMenu)}
                      >
                        {messageText(item.message)}
                      </LocalizedNavLink>
                    )}
                  </li>
                ),
              )}
            </ul>
            {agency.tagline ? (
              <div className="border-t border-slate-200 px-4 py-4 lg:hidden">
                <Tagline text={agency.tagline} className="text-xs font-bold tracking-[0.2em] text-accent-700" />
              </div>
            ) : null}
          </nav>
        </div>
      </header>
    </>
  );
}
