import { createContext, useContext } from "react";
import { isRouteErrorResponse } from "react-router";

/** The id of the request being rendered (X-Request-Id), given by the server's document entry. */
const RequestReferenceContext = createContext<string | undefined>(undefined);

export const RequestReferenceProvider = RequestReferenceContext.Provider;

const marker = "data-request-reference";

/** In the browser: the reference the server's error page showed, and the error it was shown for. */
let fromDocument: { reference: string | undefined; error: unknown } | undefined;

/**
 * The server's reference while it renders; in the browser the same one for the error the page
 * came with (read from its markup as it hydrates), and none for an error met later on a
 * navigation, whose request's id the page does not know.
 */
function useRequestReference(error: unknown): string | undefined {
  const fromServer = useContext(RequestReferenceContext);
  if (typeof document === "undefined") return fromServer;
  fromDocument ??= { reference: document.querySelector(`[${marker}]`)?.getAttribute(marker) ?? undefined, error };
  return fromDocument.error === error ? fromDocument.reference : undefined;
}

/**
 * "Reference: <id>" on an error page for a failure of ours (not a 4xx), so that a visitor can
 * quote it and the operator find the request's lines in the log (docs/deploying.md, Logs).
 */
export function RequestReference({ error, label = "Reference" }: { error: unknown; label?: string }) {
  const reference = useRequestReference(error);
  if (!reference || (isRouteErrorResponse(error) && error.status < 500)) return null;
  return (
    <p className="mt-6 text-sm text-slate-600">
      {`${label}: `}
      <span {...{ [marker]: reference }} className="font-mono whitespace-nowrap select-all">
        {reference}
      </span>
    </p>
  );
}
