import * as en from '@/content/about/partners.meta';
import type { PageMeta } from '@/content/types';

export const partnersMeta: PageMeta = {
  modifiedTime: en.partnersMeta.modifiedTime,
  title: 'Socios: prestamistas, fabricantes, firmas locales',
  description:
    'Prestamistas, arrendadoras y PPA, fabricantes y contratistas locales con quienes financiamos y hacemos obras solares y eléctricas en Kern County.',
  keywords: [
    'socios de financiamiento solar',
    'prestamistas solares',
    'contratistas de Kern County',
    'patrocinios comunitarios Bakersfield',
  ],
};
