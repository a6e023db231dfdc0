import { jsonLdScript } from '@/seo/head';
import { sanitizeJsonLd } from '@/seo/sanitize';

/**
 * Structured data written by the part of the page that shows what it describes, so the two
 * cannot drift apart (an FAQ accordion and its FAQPage). Search engines read JSON-LD anywhere in
 * the document; a browser never runs it (CSP allows no inline script, and this is not one).
 */
export function JsonLd({ data }: { data: object }) {
  const { type, children } = jsonLdScript(sanitizeJsonLd(data));
  return <script type={type} dangerouslySetInnerHTML={{ __html: children }} />;
}
