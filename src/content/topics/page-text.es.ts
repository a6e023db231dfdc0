import type { Localized } from '@/content/localized';
import type * as en from '@/content/topics/page-text';

/**
 * Las palabras que las páginas de tema, las páginas de cada pueblo y las listas de zonas ponen
 * alrededor de su contenido. El tema abre la frase: 'Batería de respaldo en Taft'.
 */
export const pageText: Localized<typeof en.pageText> = {
  cardsHeading: (location: string, term: string) => `${term} en ${location}: servicios y blog`,
  topicInTown: (topic: string, town: string) => `${topic} en ${town}`,
  statsLabel: 'Por qué nos eligen nuestros clientes',
  topicTowns: (topic: string) => `${topic}: ciudades`,
  and: ' y ',
};
