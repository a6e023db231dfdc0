import type { PageMeta } from '@/content/types';

export const systemUpgradesMeta: PageMeta = {
  title: 'Solar System and Main Panel Upgrades in Kern County',
  description:
    'Add panels or a battery to existing solar, replace a failed inverter, or upgrade a 100 A main panel to 200 A. Straight answers on true-up charges. Free estimate.',
  keywords: ['solar system upgrade', 'main panel upgrade Bakersfield', '200 amp panel upgrade', 'true-up bill'],
};
