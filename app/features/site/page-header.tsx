import { useId } from "react";

import { Tagline } from "./tagline";

/**
 * The banner at the top of an inner page: its <h1> and a short introduction. Above the title,
 * a short `eyebrow`, or the agency's `tagline` (broken only between its parts).
 */
export function PageHeader({
  eyebrow,
  tagline,
  title,
  children,
}: {
  eyebrow?: string;
  tagline?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-800 text-white">
      <HeaderBackdrop />
      <div className="site-container py-12 sm:py-16 lg:py-20">
        {tagline ? (
          <Tagline text={tagline} className={eyebrowClass} />
        ) : eyebrow ? (
          <p className={eyebrowClass}>{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{children}</div> : null}
      </div>
    </section>
  );
}

const eyebrowClass = "text-sm font-bold tracking-[0.2em] text-accent-400 uppercase";

/** Gradient and a faint diagonal pattern: depth without an image download. */
export function HeaderBackdrop() {
  const patternId = useId();
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(245,179,1,0.22),transparent_45%),linear-gradient(135deg,#082a4a_0%,#0b3a66_55%,#14558f_100%)]" />
      <svg className="absolute inset-0 size-full opacity-[0.07]" preserveAspectRatio="none">
        <defs>
          <pattern id={patternId} width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
            <path d="M0 0v24" stroke="#ffffff" strokeWidth="2" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
    </div>
  );
}
