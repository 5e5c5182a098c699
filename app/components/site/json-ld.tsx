import { useNonce } from "~/utils/nonce";
import { serializeJsonLd } from "~/utils/json-ld";

/** Structured data for search engines; carries the CSP nonce like every inline script. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce attribute after parsing: never a real mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
