// The /faqs page's messages (faqs.{en,es}.json). In the browser, the page waits for them
// (app/platform/i18n/load-catalogue.ts).
import { catalogueUrl } from "virtual:message-catalogues/faqs";

import { loadCatalogue } from "~/platform/i18n/load-catalogue";

await loadCatalogue(catalogueUrl);

export { m } from "~/platform/i18n/messages";
