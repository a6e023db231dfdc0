import type { Localized } from '@/content/localized';
import type * as en from '@/content/towns/hub-text';
import type { PlaceKind } from '@/shared/places/towns';
import { callbackPeriod } from '@/content/callback';

/**
 * Las palabras de la página principal de un pueblo alrededor de sus datos (docs/decisions/016-town-pages.md).
 * El título cabe en 60 caracteres con el sufijo corto (" | Sunfield") aun con el nombre más largo, California City.
 */
export const hubText: Localized<typeof en.hubText> = (name: string) => ({
  title: `Electricistas y energía solar en ${name}`,
  description: `Quién da los permisos en ${name}, qué compañía de luz le da servicio, su zona climática y riesgo de apagones, con fuentes, y lo que hacemos ahí.`,
  eyebrow: (kind: PlaceKind) => (kind === 'city' ? `Ciudad de ${name}` : `${name}, zona no incorporada del condado de Kern`),
  heading: `Trabajos eléctricos y solares en ${name}`,
  quoteAction: 'Pida una cotización gratis',
  factsHeading: `Lo que define el trabajo en ${name}`,
  factsIntro: 'Cada dato indica el documento de donde sale, para que usted mismo lo pueda comprobar.',
  topicsHeading: `Lo que hacemos para las casas y negocios de ${name}`,
  topicsIntro: `La historia completa de cada servicio; lo que cambia para él en ${name} está en esta página.`,
  topicCta: 'Leer la página',
  faqHeading: `Preguntas que nos hacen en ${name}`,
  nearbyHeading: 'Comunidades cercanas que atendemos',
  nearbyText: (drive: string) => `${drive} desde nuestra oficina en Bakersfield`,
  sourcesHeading: 'Fuentes',
  sourcesIntro: 'Los documentos de donde salen los datos de esta página.',
  formHeading: `Cuéntenos de su proyecto en ${name}`,
  formText: `Uno de nuestros estimadores lee cada solicitud y le regresa la llamada dentro de ${callbackPeriod.es}.`,
});

/** Las palabras alrededor de los datos de un pueblo en una de sus páginas de tema. */
export const localText: Localized<typeof en.localText> = (name: string, term: string) => ({
  factsHeading: `${term} en ${name}: datos locales`,
  faqHeading: `Preguntas que nos hacen en ${name}`,
  linksHeading: `Más sobre ${name}`,
  hubLabel: `${name} de un vistazo`,
  hubText: 'Permisos, compañía de luz, zona climática y apagones, con fuentes',
  serviceText: 'La información completa de este servicio, viva donde viva',
  nearbyText: 'Una comunidad cercana que atendemos',
  sourcesHeading: 'Fuentes de esta página',
});
