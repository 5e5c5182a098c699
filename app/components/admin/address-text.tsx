import { Fragment } from "react";

/**
 * A web address or path in running text (a hint's "/news/saturday-job-fair"): where the line
 * is too short for it, it breaks after a "/" or a "-", never inside a word ("saturda/y").
 * A part longer than a whole line still wraps rather than widen the page.
 */
export function AddressText({ children, className }: { children: string; className?: string }) {
  const parts = children.split(/(?<=[/-])/);
  return (
    <span className={`break-words ${className ?? ""}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
