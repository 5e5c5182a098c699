import { createContext, useContext } from "react";

/*
 * The stylesheet (about 7 KB with Brotli for the public pages) is inlined in the head of
 * every document instead of linked: a linked stylesheet blocks the first paint behind one
 * more request, which on Lighthouse's throttled mobile profile moved the first paint of "/"
 * from about 0.7 s to 2 s. The server puts the compiled CSS in this context: the public
 * pages' own (styles/site.css) or, in the admin area, every class (entry.server.tsx).
 */

const styleElementId = "site-styles";

// In the browser: the CSS the server inlined, read once before hydration, so the client
// renders the very same element (and keeps the styles should React ever re-create it).
const inlinedInThisDocument =
  typeof document === "undefined" ? "" : (document.getElementById(styleElementId)?.textContent ?? "");

const StylesheetContext = createContext<string>(inlinedInThisDocument);

export const StylesheetProvider = StylesheetContext.Provider;

export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  return <style id={styleElementId} dangerouslySetInnerHTML={{ __html: css }} />;
}
