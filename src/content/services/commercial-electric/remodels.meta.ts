import type { PageMeta } from '@/content/types';

export const remodelsMeta: PageMeta = {
  title: 'Commercial Electrical Remodels and Tenant Improvements in Bakersfield',
  description:
    'Electrical remodeling for occupied buildings in Kern County: tenant improvements, Title 24 lighting and controls, panel and service upgrades, and fleet EV charging, after hours if needed.',
  keywords: ['commercial electrical remodel', 'tenant improvements Bakersfield', 'Title 24 lighting', 'fleet EV charging'],
};
