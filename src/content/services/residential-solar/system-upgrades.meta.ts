import type { PageMeta } from '@/content/types';

export const systemUpgradesMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Solar System and Main Panel Upgrades',
  title: 'Solar Add-Ons and Main Panel Upgrades',
  description:
    'Add panels or a battery to existing solar, replace a failed inverter, or upgrade a 100 A main panel to 200 A. Straight answers on true-up charges.',
  keywords: ['solar system upgrade', 'main panel upgrade Bakersfield', '200 amp panel upgrade', 'true-up bill'],
};
