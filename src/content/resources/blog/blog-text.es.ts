import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/blog/blog-text';

/** Las palabras de la lista del blog y sus tarjetas que no son de un artículo. */
export const blogText: Localized<typeof en.blogText> = {
  readArticle: 'Lea el artículo',
  moreResources: { eyebrow: 'Más recursos', heading: '¿Busca otra cosa?' },
};
