import { useNonce } from "~/utils/nonce";

/**
 * Structured data for search engines; carries the CSP nonce like every inline script.
 * `json` is serialized by the route's loader (utils/json-ld.ts): the schema.org builders
 * stay on the server instead of shipping to every browser.
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
