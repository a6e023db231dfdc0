import type * as en from '@/content/topics/states';
import type { Localized } from '@/content/localized';

/**
 * Fixed texts of the landing page and its states, in Spanish (docs/behaviour.md#landing-page and
 * #content-not-available). `message` gets the search term and the place as the visitor typed
 * them, so the sentence puts each after a preposition and needs no article.
 */
export const landingText: Localized<typeof en.landingText> = {
  loading: { title: 'Cargando...', text: 'Espere un momento mientras cargamos el contenido.' },
  unavailable: {
    title: 'Contenido no disponible',
    description: 'No pudimos encontrar el contenido que buscaba.',
    message: (searchTerm: string, location: string) => `No pudimos encontrar información específica sobre ${searchTerm} en ${location}`,
    error: 'Ocurrió un error al cargar esta página',
    contact: 'Contáctenos para más información',
    browse: 'Vea las ciudades y los servicios que cubrimos',
  },
  cardsFallbackHeading: 'Nuestros servicios y blog',
  cardsIntro: 'Servicios que ofrecemos en {location} y dos artículos sobre lo que más nos preguntan nuestros clientes.',
  formTitle: 'Pida una cotización sin compromiso',
  heroPrimary: 'Pida una cotización sin compromiso',
  heroCallPrefix: 'Llame al',
  serviceTag: 'Servicio',
  blogTag: 'Blog',
};
