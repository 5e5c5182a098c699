import type { PublicAgency } from "~/features/settings/public-agency";
import { directionsUrl, officePhones, type PublicOffice } from "~/features/settings/public-offices";
import { BusinessHours } from "~/features/site/business-hours";
import { ClockIcon, MapPinIcon, PhoneIcon } from "~/features/site/icons";

import { m } from "./messages/offices";

/*
 * What /locations and an office's page say of an office: its address with 'Get Directions',
 * its phone (its own, else the site's main numbers) and the site-wide business hours.
 */

function Fact({
  icon,
  title,
  headingLevel,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  headingLevel: 2 | 3;
  children: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <Heading className="text-sm font-bold tracking-wide text-slate-500 uppercase">{title}</Heading>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** An office's street (when it has one) over its city, state and ZIP. */
export function OfficeAddressLines({ office }: { office: Pick<PublicOffice, "street" | "city" | "state" | "zip"> }) {
  return (
    <>
      {office.street ? (
        <>
          {office.street}
          <br />
        </>
      ) : null}
      {office.city}, {office.state}
      {office.zip ? ` ${office.zip}` : ""}
    </>
  );
}

/** `headingLevel`: the level of each fact's title, below the heading that names the office. */
export function OfficeFacts({
  office,
  agency,
  headingLevel,
}: {
  office: PublicOffice;
  agency: Pick<PublicAgency, "phones" | "hours">;
  headingLevel: 2 | 3;
}) {
  const phones = officePhones(office, agency.phones);
  return (
    <div className="space-y-5">
      <Fact icon={<MapPinIcon className="size-5" />} title={m.offices_address()} headingLevel={headingLevel}>
        <address className="not-italic">
          <OfficeAddressLines office={office} />
        </address>
        <a
          href={directionsUrl(office)}
          className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {m.offices_directions()}
        </a>
      </Fact>
      {phones.length > 0 ? (
        <Fact icon={<PhoneIcon className="size-5" />} title={m.offices_phone()} headingLevel={headingLevel}>
          <ul className="space-y-1">
            {phones.map((phone) => (
              <li key={`${phone.label}|${phone.e164}`}>
                {office.phone ? null : <>{phone.label}: </>}
                <a href={`tel:${phone.e164}`} className="font-semibold text-brand-700 hover:underline">
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {agency.hours.length > 0 ? (
        <Fact icon={<ClockIcon className="size-5" />} title={m.offices_hours()} headingLevel={headingLevel}>
          <BusinessHours hours={agency.hours} />
        </Fact>
      ) : null}
    </div>
  );
}
