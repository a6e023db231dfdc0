import type { PageMeta } from '@/content/types';

export const commercialProcessMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Commercial Process: Site Walk to Sign-Off',
  description:
    'How we run commercial electrical and solar jobs in Kern County: free site walk, load study, fixed-price proposal, permits, phased work and inspection.',
  keywords: ['commercial electrical process', 'commercial electrician Bakersfield', 'site walk', 'commercial solar permits'],
};
