import { isSample, ownerFacts } from '@/shared/owner/facts';
import type { Testimonial } from './types';

/**
 * Customer reviews come from the owner facts (src/shared/owner/facts.ts), the one place the owner
 * sets them with each customer's permission. While they are samples every card says so
 * (docs/decisions/011-fictional-samples.md), and a production build refuses to start.
 */
const sample = isSample(ownerFacts.reviews);

export const testimonials: readonly Testimonial[] = ownerFacts.reviews.value.map((review) => ({ ...review, sample }));

export const testimonialsText = {
  intro: sample
    ? 'The reviews below are samples that show the layout. Real reviews from customers, with their permission, replace them before launch.'
    : 'Homeowners, growers and business owners across Kern County, in their own words.',
  sampleLabel: 'Sample review — replace before launch',
};
