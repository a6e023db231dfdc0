import * as en from '@/content/testimonials';
import type { Localized } from '@/content/localized';
import type { Testimonial } from '@/content/types';
import { isSample, ownerFacts } from '@/shared/owner/facts';

/**
 * The customer reviews in Spanish. Who said them (name, place) stays as the owner facts have it;
 * each quote and project is translated, matched by the English quote, so a review the owner
 * replaces shows in its original words until its translation is added here.
 */
const sample = isSample(ownerFacts.reviews);

const translations: Readonly<Record<string, Pick<Testimonial, 'quote' | 'project'>>> = {
  'Our true-up bill went from $1,900 to under $200 the first year. They sized the system off twelve months of our PG&E data and it came in exactly where they said it would.':
    {
      quote:
        'Nuestra factura del true-up bajó de $1,900 a menos de $200 el primer año. Calcularon el tamaño del sistema con doce meses de nuestros datos de PG&E y salió exactamente como dijeron.',
      project: 'Sistema solar de 9.6 kW en el techo',
    },
  'We lost power twice during the September heat wave and the house never noticed. The battery install took one day and the crew left the garage cleaner than they found it.':
    {
      quote:
        'Se nos fue la luz dos veces durante la ola de calor de septiembre y en la casa ni se notó. La instalación de la batería tomó un día y la cuadrilla dejó el garaje más limpio de lo que estaba.',
      project: 'Batería de respaldo para la casa',
    },
  'A well pump tripped at 2 a.m. in the middle of irrigation season. Their electrician was on site before sunrise and we were pumping again by breakfast.':
    {
      quote:
        'Una bomba de pozo se botó a las 2 a.m. en plena temporada de riego. Su electricista llegó antes del amanecer y para la hora del desayuno ya estábamos bombeando otra vez.',
      project: 'Servicio a bomba agrícola',
    },
};

export const testimonials: readonly Testimonial[] = en.testimonials.map((review) => ({ ...review, ...translations[review.quote] }));

export const testimonialsText: Localized<typeof en.testimonialsText> = {
  intro: sample
    ? 'Las opiniones de abajo son de muestra y solo enseñan cómo se verá la sección. Antes del lanzamiento se reemplazan con opiniones reales de clientes, con su permiso.'
    : 'Dueños de casa, agricultores y dueños de negocios de Kern County, en sus propias palabras.',
  sampleLabel: 'Opinión de muestra — reemplazar antes del lanzamiento',
};
