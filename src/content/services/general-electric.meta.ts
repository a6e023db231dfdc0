import type { PageMeta } from '@/content/types';

export const generalElectricMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  service: 'Electrical Repair and Emergency Service',
  title: '24/7 Emergency Electrician in Bakersfield',
  description:
    'A 24/7 emergency electrician in Bakersfield, plus panel upgrades, rewiring, lighting, surge protection and inspections for homes and businesses.',
  keywords: [
    'emergency electrician Bakersfield',
    '24/7 electrician',
    'panel upgrade',
    'rewiring',
    'surge protection',
    'electrical inspection',
  ],
};
