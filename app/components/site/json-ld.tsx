import { useNonce } from "~/utils/nonce";

/**
 * Structured data for search engines; carries the CSP nonce like every inline script.
 * `json` comes from utils/json-ld.ts. Routes serialize it in their loader, so that the
 * schema.org builders stay on the server, except /faqs: its JSON-LD repeats every answer,
 * which the page's data already holds, so it is built in the page.
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
