import type { PageMeta } from '@/content/types';

export const careersMeta: PageMeta = {
  title: 'Careers: Solar Installer, Electrician and Sales Jobs in Bakersfield',
  description:
    'Join a Kern County solar and electrical contractor: competitive pay, health benefits, a 401(k) match, paid training toward California electrician certification and room to grow. Apply online.',
  keywords: ['solar jobs Bakersfield', 'electrician jobs Kern County', 'solar installer careers', 'electrical apprenticeship'],
};
