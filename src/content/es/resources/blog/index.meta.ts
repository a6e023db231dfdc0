import * as en from '@/content/resources/blog/index.meta';
import { homeownerCreditLastYear } from '@/content/es/facts/incentive-text';
import type { PageMeta } from '@/content/types';

/** Head data of /resources/blog in Spanish (each post's own head data is its summary, in posts/). */
export const blogListMeta: PageMeta = {
  modifiedTime: en.blogListMeta.modifiedTime,
  title: 'Guías solares y eléctricas para Kern County',
  description: `Guías claras de nuestros electricistas de Bakersfield: cómo reconectar el monitoreo solar al Wi-Fi y qué queda de los incentivos solares después de ${homeownerCreditLastYear}.`,
  keywords: ['blog de energía solar', 'crédito fiscal solar', 'monitoreo solar Wi-Fi', 'noticias de energía solar Kern County'],
};
