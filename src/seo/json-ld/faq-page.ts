import type { FaqGroup } from '@/content/types';

/** schema.org FAQPage for a page whose FAQ groups are all visible on it. */
export function faqPageJsonLd(groups: readonly { title?: string; items: FaqGroup['items'] }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
