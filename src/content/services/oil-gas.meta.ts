import type { PageMeta } from '@/content/types';

export const oilGasMeta: PageMeta = {
  title: 'Oilfield Electricians in Bakersfield: Pumpjacks, VFDs and Lease Power',
  description:
    'Bakersfield oilfield electricians for Kern County leases: pumpjack motors and VFDs, field disconnects, Class I Div 2 wiring, tank batteries. 24/7 callouts, crew on site in 1–2 hours.',
  keywords: [
    'oilfield electrician Bakersfield',
    'pumpjack VFD',
    'Class I Division 2 wiring',
    'lease electrical',
    'Kern County oil and gas',
  ],
};
