import * as en from '@/content/towns/town-links';
import type { Localized } from '@/content/localized';
import type { Block } from '@/content/types';
import { towns } from '@/shared/places/towns';

/**
 * El tiempo de manejo estimado desde la oficina, en palabras (la versión en español de driveTime de
 * src/content/topics/places.ts, que escribe 'about 40 minutes').
 */
const tiempoDeManejo = (minutes: number): string => {
  if (minutes < 60) return `alrededor de ${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? 'alrededor de una hora' : `alrededor de ${hours} horas`;
  return `alrededor de ${hours} hora${hours > 1 ? 's' : ''} y ${rest} minutos`;
};

const english = en.townLinksBlock;
if (english.kind !== 'links') throw new Error('src/content/towns/town-links.ts: townLinksBlock ya no es un bloque de enlaces');

/**
 * Los pueblos donde trabajamos, cada uno con el enlace a su página (docs/decisions/016-town-pages.md): se muestran en
 * las páginas de servicio antes de la llamada a la acción final. Los enlaces son las rutas en inglés, como en
 * src/content/towns/town-links.ts; la capa de enlaces las cambia a las rutas en español.
 */
export const townLinksBlock: Block = {
  ...english,
  heading: 'Pueblos donde trabajamos',
  intro: 'Datos de permisos, compañía de luz, zona climática y cortes de luz de cada pueblo, y las páginas que escribimos para él.',
  // Nombre y enlace de cada pueblo tal como en inglés (la lista sale de towns.ts en el mismo orden); solo el texto cambia.
  items: towns.map((t, i) => ({
    ...english.items[i]!,
    text: t.slug === 'bakersfield' ? 'Aquí está nuestra oficina' : `${tiempoDeManejo(t.driveMinutes)} desde nuestra oficina`,
  })),
};

/** Los bloques de una página de servicio con los pueblos antes del último bloque (su llamada a la acción). */
export const withTownLinks: Localized<typeof en.withTownLinks> = (blocks: readonly Block[]): Block[] => [
  ...blocks.slice(0, -1),
  townLinksBlock,
  ...blocks.slice(-1),
];
