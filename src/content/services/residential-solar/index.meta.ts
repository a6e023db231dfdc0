import type { PageMeta } from '@/content/types';

export const residentialLandingMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Residential Solar Installation',
  title: 'Home Solar and Batteries in Kern County',
  description:
    'Rooftop solar and batteries designed for NEM 3.0 and Valley heat, plus EV chargers and panel upgrades, installed in 1-3 days by our own crews.',
  keywords: ['residential solar', 'home solar Bakersfield', 'solar batteries Kern County', 'NEM 3.0 solar'],
};
