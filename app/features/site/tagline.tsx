import { Fragment } from "react";

/**
 * The agency's tagline, in its parts as staff wrote them ('I WORK | YOU WORK | TEAM WORK'). A
 * line breaks only between two parts (<wbr>), never inside one ('TEAM' / 'WORK'), and no
 * separator is left at a line's start: each part after the first carries its separator in a
 * fixed-width gutter before it, and the line is shifted left by that width inside a clipping
 * box (the device of the news card's date line, app/styles/base.css), so only a separator
 * between two parts on one line shows. A page whose main content shows the tagline hides the
 * top band's copy (base.css, .band-tagline): it shows once above the fold.
 */
export function Tagline({ text, className = "" }: { text: string; className?: string }) {
  // "I WORK | YOU WORK" -> ["I WORK", "|", "YOU WORK"]: the parts at even places.
  const pieces = text.split(/\s+([|•·])\s+/);
  return (
    <p className={`tagline ${className}`}>
      <span className="tagline-line">
        {pieces.map((piece, index) =>
          index % 2 ? null : (
            <Fragment key={index}>
              {index ? <wbr /> : null}
              <span className="tagline-part">
                <span className="tagline-separator">{index ? ` ${pieces[index - 1]} ` : ""}</span>
                {piece}
              </span>
            </Fragment>
          ),
        )}
      </span>
    </p>
  );
}
