/** One schema.org item of a page's structured data, as search engines read it. */
export type StructuredItem = Readonly<Record<string, unknown>> & { readonly "@type": string };

/**
 * A page's structured data for search engines: schema.org JSON-LD in a data block. A browser
 * never runs a `application/ld+json` script, so the page's hash-based script policy neither
 * lists nor needs it, and the block carries no marker nonce (decision 068). `<` is written as
 * `\u003c`, so no text of an institute can close the element.
 */
export function JsonLd({ item }: { item: StructuredItem }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...item }).replace(
    /</g,
    "\\u003c",
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
