import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from '@/seo/json-ld/faq-page';

describe('faqPageJsonLd', () => {
  it('lists every question of every group with its answer', () => {
    const data = faqPageJsonLd([
      { title: 'Solar', items: [{ question: 'Q1?', answer: 'A1.' }] },
      { title: 'Batteries', items: [{ question: 'Q2?', answer: 'A2.' }] },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
      ],
    });
  });
});
