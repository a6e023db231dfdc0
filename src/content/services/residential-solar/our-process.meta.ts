import type { PageMeta } from '@/content/types';

export const ourProcessMeta: PageMeta = {
  title: 'Our Home Solar Process, From Site Visit to Switch-On',
  description:
    'How a home solar project works with us: site visit, written design, permits, 1-3 days of installation and PG&E or SCE permission to operate, 2-3 months in all.',
  keywords: ['solar installation process', 'solar permit Bakersfield', 'permission to operate', 'solar maintenance'],
};
