import type { PageMeta } from '@/content/types';

export const oilGasMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Oilfield Electrical Services',
  title: 'Oilfield Electricians for Kern County Leases',
  description:
    'Bakersfield oilfield electricians: pumpjack motors and VFDs, field disconnects, Class I Div 2 wiring and tank batteries. 24/7 callouts from our own yard.',
  keywords: [
    'oilfield electrician Bakersfield',
    'pumpjack VFD',
    'Class I Division 2 wiring',
    'lease electrical',
    'Kern County oil and gas',
  ],
};
