import type { PublicAgency } from "~/features/settings/public-agency";

/** The site-wide business hours as staff typed them, one line per group of days (contact page, office pages). */
export function BusinessHours({ hours }: { hours: PublicAgency["hours"] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {hours.map((entry, index) => (
        <div key={index} className="contents">
          <dt className="font-medium text-slate-800">{entry.days}</dt>
          <dd>{entry.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
