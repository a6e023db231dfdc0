import type { PageMeta } from '@/content/types';

export const remodelsMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Commercial Remodel Electrical',
  title: 'Commercial Remodels and Tenant Improvements',
  description:
    'Electrical remodels for occupied buildings in Kern County: tenant improvements, Title 24 lighting and controls, service upgrades and fleet EV charging.',
  keywords: ['commercial electrical remodel', 'tenant improvements Bakersfield', 'Title 24 lighting', 'fleet EV charging'],
};
