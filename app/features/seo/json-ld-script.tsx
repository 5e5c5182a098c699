import { useSiteData } from "~/features/site/site-data";
import { useNonce } from "~/platform/document/nonce";
import { localizedPath } from "~/platform/i18n/locale";
import { useLocale } from "~/platform/i18n/use-locale";

import { serializeJsonLd } from "./json-ld";
import { employmentAgencyJsonLd } from "./structured-data";

/**
 * Structured data for search engines; carries the CSP nonce like every inline script.
 * `json` comes from utils/json-ld.ts. A page builds it from what it already has (the
 * agency's identity from the layout, its FAQs) rather than receive it from its loader: loader data travels
 * in the document a second time, escaped, for hydration. Only the article's comes from its
 * loader (the post's fields the page does not otherwise need).
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce attribute after parsing: never a real mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** The agency as an EmploymentAgency (address, phones, opening hours), on / and /contact. */
export function AgencyJsonLd() {
  const { agency, publicUrl } = useSiteData();
  const homePath = localizedPath(useLocale(), "/");
  return <JsonLd json={serializeJsonLd(employmentAgencyJsonLd(agency, publicUrl, homePath))} />;
}
