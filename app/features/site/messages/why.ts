// The /why-choose-us page's messages (why.{en,es}.json). In the browser, the page waits for them
// (app/platform/i18n/load-catalogue.ts).
import { catalogueUrl } from "virtual:message-catalogues/why";

import { loadCatalogue } from "~/platform/i18n/load-catalogue";

await loadCatalogue(catalogueUrl);

export { m } from "~/platform/i18n/messages";
