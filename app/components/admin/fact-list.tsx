import { AlertIcon } from "./icons";

/** A term and its value, as a record's page lists them ('Email', the address). */
export type Fact = [term: string, value: React.ReactNode];

/**
 * A record's facts as a definition list in a grid (`className` gives its columns and
 * spacing). `keepLines` keeps the line breaks staff or a visitor typed.
 */
export function FactList({ facts, className, keepLines }: { facts: Fact[]; className: string; keepLines?: boolean }) {
  return (
    <dl className={`grid gap-x-6 text-sm ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-semibold text-slate-600">{term}</dt>
          <dd className={`mt-0.5 break-words text-slate-900 ${keepLines ? "whitespace-pre-wrap" : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why a message, request or application was filed as spam, and what was not done for it. */
export function SpamNote({
  reason,
  consequence,
  className,
}: {
  reason: string;
  consequence: string;
  className: string;
}) {
  return (
    <p className={`flex items-start gap-2 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}>
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        Judged as spam: {reason}. {consequence}
      </span>
    </p>
  );
}

/**
 * The top of a record's page: its name as the page's heading (`id` for the article's
 * aria-labelledby) over a line of what it is and its badges (`children`).
 */
export function RecordHeading({
  id,
  title,
  lineClassName = "mt-1",
  children,
}: {
  id: string;
  title: string;
  /** The line's space above it. */
  lineClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <h1 id={id} className="text-2xl font-bold tracking-tight break-words text-brand-900">
        {title}
      </h1>
      <p className={`${lineClassName} flex flex-wrap items-center gap-2 text-sm text-slate-600`}>{children}</p>
    </div>
  );
}

/** The badge of a message or request filed as spam. */
export function SpamBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
      Spam
    </span>
  );
}
