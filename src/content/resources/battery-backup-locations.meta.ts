import type { PageMeta } from '@/content/types';

export const batteryLocationsMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Backup Battery Installation Across Kern County',
  description:
    'Home backup batteries in 14 Kern County towns, from Bakersfield and Delano to Tehachapi, Ridgecrest and Lake Isabella. Pick your town for local advice.',
  keywords: ['backup battery Kern County', 'home battery installer', 'Powerwall Bakersfield', 'battery backup near me'],
};
