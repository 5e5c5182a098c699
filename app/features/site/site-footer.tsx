import type { ExternalLinks, PublicAgency } from "~/features/settings/public-agency";
import { RequestStaffFooterItem } from "~/features/staff-requests/request-staff-link";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { m, messageText } from "~/platform/i18n/messages";

import { ExternalLink, isSitePath, SiteOrExternalLink } from "./external-link";
import { ClockIcon, ExternalIcon, MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from "./icons";
import { Logo } from "./logo";
import { footerQuickLinks } from "./navigation";
import type { SiteData } from "./site-data";
import { Tagline } from "./tagline";

// Every link at least 24 px tall, the target size of WCAG 2.2 (2.5.8), phones included.
const footerTargetClass = "inline-flex min-h-6 items-center gap-1";
const footerLinkClass = `${footerTargetClass} text-brand-100 hover:text-accent-400 hover:underline`;

function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-bold tracking-widest text-white uppercase">
      {children}
    </h2>
  );
}

export function SiteFooter({
  agency,
  externalLinks,
  year,
  services,
}: {
  agency: PublicAgency;
  externalLinks: ExternalLinks;
  year: number;
  services: SiteData["footerServices"];
}) {
  return (
    <footer className="bg-brand-900 text-sm text-brand-100">
      <div className="site-container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <LocalizedLink
            to="/"
            aria-label={m.site_home_link({ agency: agency.name })}
            className="inline-block rounded-md"
          >
            <Logo name={agency.name} tone="light" />
          </LocalizedLink>
          <p className="mt-4 max-w-xs leading-relaxed">{agency.description}</p>
          {agency.tagline ? (
            <Tagline text={agency.tagline} className="mt-4 text-xs font-bold tracking-[0.2em] text-accent-400" />
          ) : null}
          {agency.social.length > 0 ? (
            <ul className="mt-6 flex gap-3">
              {agency.social.map((link) => (
                <li key={link.network}>
                  <ExternalLink
                    href={link.href}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-brand-900"
                  >
                    <SocialIcon network={link.network} className="size-5" />
                    <span className="sr-only">{link.network}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <FooterHeading id="footer-quick-links">{m.site_footer_quick_links()}</FooterHeading>
          <ul className="mt-4 space-y-1">
            {footerQuickLinks.map((item) =>
              "external" in item && !externalLinks[item.external] ? null : (
                <li key={item.message}>
                  {"external" in item ? (
                    <SiteOrExternalLink href={externalLinks[item.external]} className={footerLinkClass}>
                      {messageText(item.message)}
                      {isSitePath(externalLinks[item.external]) ? null : <ExternalIcon className="size-3.5" />}
                    </SiteOrExternalLink>
                  ) : (
                    <LocalizedLink to={item.to} className={footerLinkClass}>
                      {messageText(item.message)}
                    </LocalizedLink>
                  )}
                </li>
              ),
            )}
            <RequestStaffFooterItem className={footerLinkClass} />
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <FooterHeading id="footer-services">{m.site_footer_services()}</FooterHeading>
          <ul className="mt-4 space-y-1">
            {services.map((category) => (
              <li key={category.slug}>
                <LocalizedLink to={`/services/${category.slug}`} className={footerLinkClass}>
                  {category.title}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink
                to="/services"
                className={`${footerTargetClass} font-semibold text-accent-400 hover:underline`}
              >
                {m.site_footer_all_services()}
              </LocalizedLink>
            </li>
          </ul>
        </nav>

        <div>
          <FooterHeading id="footer-contact">{m.site_footer_contact()}</FooterHeading>
          <ul className="mt-4 space-y-3">
            {agency.phones.map((phone) => (
              <li key={`${phone.label}|${phone.e164}`} className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <span>
                  {phone.label}:{" "}
                  <a href={`tel:${phone.e164}`} className={footerLinkClass}>
                    {phone.display}
                  </a>
                </span>
              </li>
            ))}
            {agency.email ? (
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <a href={`mailto:${agency.email}`} className={footerLinkClass}>
                  {agency.email}
                </a>
              </li>
            ) : null}
            {agency.offices.map((office) => (
              <li key={office.slug} className="flex gap-3">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <LocalizedLink to={`/locations/${office.slug}`} className={footerLinkClass}>
                  {office.name}: {office.city}, {office.state}
                </LocalizedLink>
              </li>
            ))}
            {agency.hours.length > 0 ? (
              <li className="flex gap-3">
                <ClockIcon className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <span>
                  {agency.hours.map((entry, index) => (
                    <span key={index} className="block">
                      {entry.days}: {entry.hours}
                    </span>
                  ))}
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="site-container flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p>{m.site_footer_rights({ year, agency: agency.name })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {externalLinks.employeePortal ? (
              <li>
                <ExternalLink href={externalLinks.employeePortal} className={footerLinkClass}>
                  {m.site_footer_employee_portal()}
                  <ExternalIcon className="size-3.5" />
                </ExternalLink>
              </li>
            ) : null}
            <li>
              <LocalizedLink to="/sitemap" className={footerLinkClass}>
                {m.site_link_site_map()}
              </LocalizedLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
