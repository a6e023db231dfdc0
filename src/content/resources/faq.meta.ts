import type { PageMeta } from '@/content/types';

export const faqMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar, Battery & Electrical FAQ for Kern County',
  description:
    'Answers on NEM 3.0, batteries, true-up bills, panel upgrades, permits, install time and panel cleaning from a Bakersfield solar and electrical contractor.',
  keywords: ['solar FAQ', 'NEM 3.0 questions', 'true-up bill', 'main panel upgrade', 'solar installation time'],
};
