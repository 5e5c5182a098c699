// The services pages' messages (services.{en,es}.json). In the browser, the page waits for them
// (app/platform/i18n/load-catalogue.ts).
import { catalogueUrl } from "virtual:message-catalogues/services";

import { loadCatalogue } from "~/platform/i18n/load-catalogue";

await loadCatalogue(catalogueUrl);

export { m } from "~/platform/i18n/messages";
