import type { PageMeta } from '@/content/types';

export const careersMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar, Electrician and Sales Jobs in Bakersfield',
  description:
    'Work for a Kern County solar and electrical contractor: fair pay, health benefits, a 401(k) match and paid training toward electrician certification.',
  keywords: ['solar jobs Bakersfield', 'electrician jobs Kern County', 'solar installer careers', 'electrical apprenticeship'],
};
