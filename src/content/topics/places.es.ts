import type { Place } from '@/content/topics/places';
import type { Town, UtilityArea, Terrain } from '@/shared/places/towns';

/**
 * The Spanish values a topic template is filled with for one location: the same Place as
 * src/content/topics/places.ts. Every note is a full sentence that reads right with any place
 * name in {location} ('en Bakersfield', 'en California City'): the name always follows a
 * preposition or opens the sentence, never an article. The English `fillTemplate` fills Spanish
 * templates unchanged (it only swaps placeholders), so it has no twin here.
 */

/** 'unos 40 minutos', 'alrededor de una hora', 'alrededor de 1 hora y 25 minutos', 'unas 2 horas'. */
export function driveTime(minutes: number): string {
  if (minutes < 60) return `unos ${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? 'alrededor de una hora' : `unas ${hours} horas`;
  return `alrededor de ${hours} hora${hours > 1 ? 's' : ''} y ${rest} minutos`;
}

// Drive times are estimates (places/towns.ts), so the copy says so and promises nothing faster.
function driveNote(town: Town | undefined): string {
  if (!town)
    return 'Qué tan pronto llega un electricista depende del camino desde nuestra oficina de Bakersfield, y la persona que atiende su llamada le dice con honestidad cuánto puede tardar.';
  if (town.slug === 'bakersfield')
    return 'Según nuestro cálculo, cualquier punto de {location} está a media hora o menos de nuestra oficina, sin contar el tráfico.';
  return `Según nuestro cálculo, de nuestra oficina de Bakersfield a {location} hay ${driveTime(town.driveMinutes)} por carretera, y ese es el tiempo mínimo que tarda un electricista en llegar a usted.`;
}

// Utility territory is described as "most of town", never per address (the lines do not follow
// town limits); the mountain towns near the edge are told to check their bill.
const utility: Record<UtilityArea | 'unknown', { name: string; note: string }> = {
  pge: { name: 'PG&E', note: 'La mayoría de las casas y los negocios de {location} compran su electricidad a PG&E.' },
  sce: { name: 'SCE', note: 'La mayor parte de {location} recibe servicio de Southern California Edison (SCE), no de PG&E.' },
  check: {
    name: 'su compañía de luz',
    note: 'Las comunidades de montaña alrededor de {location} están cerca del límite entre las áreas de servicio de las compañías de luz, así que el nombre que aparece arriba en su recibo decide qué reglas le aplican.',
  },
  unknown: {
    name: 'su compañía de luz',
    note: 'Ya sea que su recibo venga de PG&E, de SCE o de una compañía de luz de la ciudad, el nombre que aparece arriba decide qué planes de tarifas y programas le aplican.',
  },
};

const terrain: Record<Terrain | 'unknown', string> = {
  valley:
    'En {location} el verano pasa de los 100°F durante semanas seguidas, y ese calor influye en todo: desde lo que producen los paneles hasta el esfuerzo de su aire acondicionado y de su panel eléctrico principal.',
  desert:
    '{location} está en el desierto alto, donde el calor del verano, el viento constante y el polvo que levanta forman parte de cada diseño.',
  mountain:
    '{location} está en la montaña, donde el viento, las tormentas de invierno y los cortes de luz preventivos de la temporada de incendios forman parte de cada diseño.',
  unknown:
    'El calor del verano en California es duro con los equipos, así que cada diseño empieza por las semanas más calurosas de su año.',
};

export function placeFor(location: string, town: Town | undefined): Place {
  const u = utility[town?.utility ?? 'unknown'];
  return {
    location,
    utility: u.name,
    utilityNote: u.note,
    terrainNote: terrain[town?.terrain ?? 'unknown'],
    driveNote: driveNote(town),
  };
}
