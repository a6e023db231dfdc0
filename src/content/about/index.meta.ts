import type { PageMeta } from '@/content/types';

export const aboutMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'About Us: A Bakersfield Solar & Electric Firm',
  description:
    'A Bakersfield electrical and solar contractor: our mission, the values our crews work by, and what Kern County customers say about their projects.',
  keywords: ['about', 'Bakersfield electrical contractor', 'Kern County solar company'],
};
