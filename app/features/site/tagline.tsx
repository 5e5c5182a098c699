import { Fragment } from "react";
import { useMatches } from "react-router";

/**
 * A page that shows the agency's tagline itself (the home page's hero, the eyebrow of 'Why
 * Choose Us') says so in its route's `handle`: the top band then leaves it out, so that the
 * tagline shows once above the fold.
 */
export const showsTagline = { showsTagline: true } as const;

export function usePageShowsTagline(): boolean {
  return useMatches().some((match) => (match.handle as Partial<typeof showsTagline> | undefined)?.showsTagline);
}

/**
 * The tagline's parts as staff wrote them ('I WORK | YOU WORK | TEAM WORK'). A line breaks
 * only between two parts, never inside one ('TEAM' / 'WORK'), and no separator is left at a
 * line's start: each part after the first carries its separator in a fixed-width gutter
 * before it, and the line is shifted left by that width inside a clipping box (the same
 * device as the news card's date line, base.css), so only a separator between two parts on
 * one line shows.
 */
export function Tagline({ text, className = "" }: { text: string; className?: string }) {
  const parts = text.split(/\s+(?=[|•·]\s)/);
  return (
    <p className={`tagline ${className}`}>
      <span className="tagline-line">
        {parts.map((part, index) => {
          const separated = index > 0 ? /^([|•·])\s+(.*)$/.exec(part) : null;
          return (
            <Fragment key={index}>
              {index > 0 ? <wbr /> : null}
              <span className="tagline-part">
                <span className="tagline-separator">{separated ? ` ${separated[1]} ` : ""}</span>
                {separated ? separated[2] : part}
              </span>
            </Fragment>
          );
        })}
      </span>
    </p>
  );
}
