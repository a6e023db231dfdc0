import type { PageMeta } from '@/content/types';

export const commercialProcessMeta: PageMeta = {
  title: 'Our Commercial Electric Process: Site Walk to Utility Sign-Off',
  description:
    'How we run commercial electrical and solar projects in Kern County: free site walk, load study, fixed-price proposal, permits, phased installation, inspection and utility sign-off.',
  keywords: ['commercial electrical process', 'commercial electrician Bakersfield', 'site walk', 'commercial solar permits'],
};
