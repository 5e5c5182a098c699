// The office pages' messages (offices.{en,es}.json): /locations and /locations/{slug}. In the
// browser, the page waits for them (app/platform/i18n/load-catalogue.ts).
import { catalogueUrl } from "virtual:message-catalogues/offices";

import { loadCatalogue } from "~/platform/i18n/load-catalogue";

await loadCatalogue(catalogueUrl);

export { m } from "~/platform/i18n/messages";
