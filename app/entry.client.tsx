import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { catalogueUrl } from "virtual:message-catalogues/site";

import { loadCatalogue } from "~/platform/i18n/load-catalogue";

// The page's own language only, and of it the shell's messages (header, footer, error page):
// each part of each catalogue is a chunk of its own, a page's own part comes with the page
// (app/platform/i18n/load-catalogue.ts), and the other language is never needed on this page
// (the switch between them is a full page load).
await loadCatalogue(catalogueUrl);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
