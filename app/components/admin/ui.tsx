import type { ReactNode } from "react";

/* Small building blocks shared by the admin pages. */

export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
} as const;

export function AdminPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

/** The page's content column inside the admin layout. */
export function AdminPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">{children}</div>;
}

/**
 * Where a content row stands: a draft, published, or (posts) published with a date still to
 * come; a job is open, closed (filled) or expired once published.
 */
export type PublicationState = "draft" | "scheduled" | "published" | "open" | "closed" | "expired";

const badges: Record<PublicationState, { label: string; tone: string; dot: string }> = {
  published: { label: "Published", tone: "bg-green-50 text-green-800 ring-green-600/20", dot: "bg-green-600" },
  scheduled: { label: "Scheduled", tone: "bg-sky-50 text-sky-800 ring-sky-600/20", dot: "bg-sky-600" },
  draft: { label: "Draft", tone: "bg-slate-100 text-slate-700 ring-slate-500/20", dot: "bg-slate-400" },
  open: { label: "Open", tone: "bg-green-50 text-green-800 ring-green-600/20", dot: "bg-green-600" },
  closed: { label: "Closed", tone: "bg-slate-100 text-slate-800 ring-slate-600/30", dot: "bg-slate-700" },
  expired: { label: "Expired", tone: "bg-amber-50 text-amber-900 ring-amber-600/30", dot: "bg-amber-600" },
};

/** The Status column's badge, and under it a note such as a scheduled post's date. */
export function StatusBadge({ state, note }: { state: PublicationState; note?: ReactNode }) {
  const { label, tone, dot } = badges[state];
  return (
    <>
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}
      >
        <span aria-hidden="true" className={`size-1.5 rounded-full ${dot}`} />
        {label}
      </span>
      {note ? <span className="mt-1 block text-xs text-slate-600">{note}</span> : null}
    </>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
      {children}
    </p>
  );
}

export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-4 text-red-800">
      {children}
    </p>
  );
}

/** A card's id (its heading's is `${id}-title`), heading, line under the heading and content. */
export interface CardProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A card titled by its heading: a create/edit form, a section of My Account. */
export function FormCard({ id, title, description, children }: CardProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The foot of the FAQ and post forms: the save button ("Saving..." while busy) and Cancel. */
export function FormActions({ busy, saveLabel, onCancel }: { busy: boolean; saveLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
      <button type="submit" disabled={busy} className={buttonStyles.primary}>
        {busy ? "Saving..." : saveLabel}
      </button>
      <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
        Cancel
      </button>
    </div>
  );
}

const badgeTones = {
  brand: "whitespace-nowrap bg-brand-50 text-brand-800 ring-brand-200",
  green: "inline-flex bg-green-50 text-green-800 ring-green-600/20",
} as const;

/** A small label beside a name: 'Call button', 'This device'. */
export function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}
