import type { PageMeta } from '@/content/types';

export const generalElectricMeta: PageMeta = {
  title: '24/7 Emergency and General Electrician in Bakersfield',
  description:
    'Emergency electrician in Bakersfield 24/7, on site in 1–2 hours. Panel upgrades, rewiring, lighting, whole-building surge protection and electrical inspections for homes and businesses.',
  keywords: [
    'emergency electrician Bakersfield',
    '24/7 electrician',
    'panel upgrade',
    'rewiring',
    'surge protection',
    'electrical inspection',
  ],
};
