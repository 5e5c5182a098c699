import { contactPageAction } from "~/features/inbox/contact-action.server";
import type { ContactActionData } from "~/features/inbox/contact-answer";
import { ContactForm } from "~/features/inbox/contact-form";
import { m } from "~/features/inbox/messages/contact";
import { OfficeAddressLines } from "~/features/offices/office-facts";
import { agencyJsonLd } from "~/features/seo/agency-json-ld.server";
import { JsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { acrossRegions, type PublicAgency } from "~/features/settings/public-agency";
import { getSiteSettings } from "~/features/settings/settings.server";
import { BusinessHours } from "~/features/site/business-hours";
import { ChevronRightIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/features/site/icons";
import { PageHeader } from "~/features/site/page-header";
import { FormCard } from "~/features/site/public-form-parts";
import { serviceText } from "~/features/site/service-text.server";
import { findServiceCategory } from "~/features/site/services";
import { useSiteData } from "~/features/site/site-data";
import { RequestStaffCallout } from "~/features/staff-requests/request-staff-link";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import type { Route } from "./+types/_public.contact";

/** The message starts by naming the service when 'View More Info' led here (the settings say so). */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewMoreInfo } = await getSiteSettings();
  const jsonLd = await agencyJsonLd();
  if (viewMoreInfo !== "contact") return { agencyJsonLd: jsonLd, initialMessage: "" };
  const service = findServiceCategory(new URL(request.url).searchParams.get("service") ?? undefined);
  return {
    agencyJsonLd: jsonLd,
    initialMessage: service ? m.contact_service({ service: serviceText(service).title }) : "",
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.site_link_contact_us(),
    description: contactDescription(site.agencyName, site.agency),
    path: "/contact",
  });
};

/** "Call, email or send a message to X. Louisiana (337) 555-0142, Texas (409) 555-0178. Open Mon-Fri 8:00 AM-5:00 PM." */
function contactDescription(name: string, agency: PublicAgency | undefined): string {
  const sentences: string[] = [m.contact_meta({ agency: name })];
  const phones = agency?.phones.map((phone) => `${phone.label} ${phone.display}`) ?? [];
  if (phones.length > 0) sentences.push(`${phones.join(", ")}.`);
  const firstHours = agency?.hours[0];
  if (firstHours) sentences.push(m.contact_meta_open({ days: firstHours.days, hours: firstHours.hours }));
  return sentences.join(" ");
}

function InfoBlock({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-accent-400">
        {icon}
      </span>
      <div>
        <h3 className="font-bold text-brand-900">{title}</h3>
        <div className="mt-1 text-slate-600">{children}</div>
      </div>
    </div>
  );
}

/** The form posted without JavaScript (while the inbox is on); with it, the form uses /api/contact. */
export async function action({ request }: Route.ActionArgs) {
  return contactPageAction(request);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { agency } = useSiteData();
  return (
    <>
      <JsonLd json={loaderData.agencyJsonLd} />
      <PageHeader eyebrow={m.contact_eyebrow()} title={m.site_link_contact_us()}>
        <p>{m.contact_intro()}</p>
      </PageHeader>

      <div className="site-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
        <FormCard headingId="send-us-a-message" title={m.contact_send_title()}>
          <p className="mt-2 mb-6 text-slate-600">{m.contact_send_text()}</p>
          <RequestStaffCallout className="-mt-3 mb-6" />
          <ContactForm
            initialMessage={loaderData.initialMessage}
            answer={actionData as ContactActionData | undefined}
          />
        </FormCard>

        <section aria-labelledby="get-in-touch" className="space-y-7 rounded-2xl bg-slate-50 p-6 sm:p-8">
          <h2 id="get-in-touch" className="text-2xl font-extrabold tracking-tight text-brand-900">
            {m.contact_touch()}
          </h2>
          {agency.phones.length > 0 ? (
            <InfoBlock icon={<PhoneIcon className="size-5" />} title={m.contact_call_us()}>
              <ul className="space-y-1">
                {agency.phones.map((phone) => (
                  <li key={`${phone.label}|${phone.e164}`}>
                    {phone.label}:{" "}
                    <a href={`tel:${phone.e164}`} className="font-semibold text-brand-700 hover:underline">
                      {phone.display}
                    </a>
                  </li>
                ))}
              </ul>
            </InfoBlock>
          ) : null}
          {agency.email ? (
            <InfoBlock icon={<MailIcon className="size-5" />} title={m.contact_write()}>
              <a href={`mailto:${agency.email}`} className="font-semibold break-all text-brand-700 hover:underline">
                {agency.email}
              </a>
            </InfoBlock>
          ) : null}
          {agency.offices.length > 0 ? (
            <InfoBlock
              icon={<MapPinIcon className="size-5" />}
              title={agency.offices.length > 1 ? m.contact_offices() : m.contact_office()}
            >
              <ul className="space-y-1">
                {agency.offices.map((office) => (
                  <li key={office.slug}>
                    <LocalizedLink
                      to={`/locations/${office.slug}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {office.name}
                    </LocalizedLink>
                    <br />
                    <OfficeAddressLines office={office} />
                  </li>
                ))}
              </ul>
              <LocalizedLink
                to="/locations"
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                {m.contact_see_offices()}
                <ChevronRightIcon className="size-4" />
              </LocalizedLink>
            </InfoBlock>
          ) : null}
          {agency.hours.length > 0 ? (
            <InfoBlock icon={<ClockIcon className="size-5" />} title={m.contact_hours()}>
              <BusinessHours hours={agency.hours} />
            </InfoBlock>
          ) : null}
          {agency.regions.length > 0 ? (
            <p className="border-t border-slate-200 pt-6 text-sm text-slate-600">
              {m.contact_serving({ across: acrossRegions(agency.regionsText) })}
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
