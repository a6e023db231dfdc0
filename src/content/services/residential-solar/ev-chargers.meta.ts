import type { PageMeta } from '@/content/types';

export const evChargersMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'EV Charger Installation',
  title: 'Home EV Charger Installation in Bakersfield',
  description:
    'Level 2 EV chargers on a dedicated 240 V circuit, with load calculation, permit and inspection included. Pair with solar and a battery to charge for less.',
  keywords: ['EV charger installation', 'Level 2 charger Bakersfield', 'home EV charging', 'NEMA 14-50 outlet'],
};
