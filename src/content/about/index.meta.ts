import type { PageMeta } from '@/content/types';

export const aboutMeta: PageMeta = {
  title: 'About Us: A Bakersfield Solar and Electrical Contractor Since 1999',
  description:
    'Family-owned in Bakersfield since 1999. Our mission, the values our crews work by, and what Kern County customers say about their solar, battery and electrical projects.',
  keywords: ['about', 'Bakersfield electrical contractor', 'Kern County solar company'],
};
