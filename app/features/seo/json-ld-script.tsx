import { useNonce } from "~/platform/document/nonce";

/**
 * Structured data for search engines; carries the CSP nonce like every inline script.
 * `json` comes from serializeJsonLd (json-ld.ts). A page builds it from what it already has
 * (an office, its FAQs) rather than receive it from its loader: loader data travels in the
 * document a second time, escaped, for hydration. The article's and the agency's come from
 * their loaders: the post's fields the page does not otherwise need, and the agency's builder
 * kept out of the home page's first load (agency-json-ld.server.ts).
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
