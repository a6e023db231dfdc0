import type { PageMeta } from '@/content/types';

export const areasMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Areas We Serve: 14 Kern County Towns and More',
  description:
    'Where our crews work: 14 Kern County towns from Delano to Lake Isabella, seven counties for commercial jobs and five farm regions. Find your town.',
  keywords: ['areas we serve', 'Kern County electrician', 'solar installer near me', 'San Joaquin Valley solar'],
};
