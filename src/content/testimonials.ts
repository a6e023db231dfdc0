import type { Testimonial } from './types';

/**
 * Sample reviews written for the template: the owner replaces them with real, attributable
 * customer reviews (and their permission) before launch. See README "Company identity".
 */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Our true-up bill went from $1,900 to under $200 the first year. They sized the system off twelve months of our PG&E data and it came in exactly where they said it would.',
    name: 'Rosa M.',
    place: 'Bakersfield',
    project: '9.6 kW rooftop solar',
  },
  {
    quote:
      'We lost power twice during the September heat wave and the house never noticed. The battery install took one day and the crew left the garage cleaner than they found it.',
    name: 'Dale and Priya K.',
    place: 'Tehachapi',
    project: 'Home battery backup',
  },
  {
    quote:
      'A well pump tripped at 2 a.m. in the middle of irrigation season. Their electrician was on site before sunrise and we were pumping again by breakfast.',
    name: 'Hector R.',
    place: 'Shafter',
    project: 'Agricultural pump service',
  },
];
