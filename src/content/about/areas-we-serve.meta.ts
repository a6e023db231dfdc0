import type { PageMeta } from '@/content/types';

export const areasMeta: PageMeta = {
  title: 'Areas We Serve: Kern County Towns, Valley Counties and Farm Regions',
  description:
    'Where our crews work: 14 Kern County towns from Delano to Lake Isabella, seven counties for commercial projects and five farm regions. Find the page for your town.',
  keywords: ['areas we serve', 'Kern County electrician', 'solar installer near me', 'San Joaquin Valley solar'],
};
