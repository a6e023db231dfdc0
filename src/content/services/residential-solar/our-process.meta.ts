import type { PageMeta } from '@/content/types';

export const ourProcessMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Our Home Solar Process, Site Visit to Switch-On',
  description:
    'How a home solar project runs with us: site visit, written design, permits, 1-3 days of installation and permission to operate from PG&E or SCE.',
  keywords: ['solar installation process', 'solar permit Bakersfield', 'permission to operate', 'solar maintenance'],
};
