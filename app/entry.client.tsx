import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { catalogueUrl } from "virtual:message-catalogues";

import { localeFromPathname } from "~/platform/i18n/locale";
import { registerCatalogue } from "~/platform/i18n/messages";

// The page's own language only: each catalogue is a chunk of its own, and the other language
// is never needed on this page (the switch between them is a full page load).
const locale = localeFromPathname(window.location.pathname);
registerCatalogue(locale, (await import(/* @vite-ignore */ catalogueUrl[locale])) as object);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
