// The job board pages' messages (jobs.en.json, jobs.es.json here). In the browser, the page
// waits for them (app/platform/i18n/load-catalogue.ts).
import { catalogueUrl } from "virtual:message-catalogues/jobs";

import { loadCatalogue } from "~/platform/i18n/load-catalogue";

await loadCatalogue(catalogueUrl);

export { m } from "~/platform/i18n/messages";
