import * as en from '@/content/about/areas-we-serve';
import type { Localized } from '@/content/localized';
import { agriculturalRegions, commercialCounties } from '@/content/service-area.es';
import { gasPercentOf, homeownerCreditLastYear, percentOf } from '@/content/facts/incentive-text.es';
import { incentives } from '@/content/facts/incentives.es';
import type { TopicGroup, TopicSlug } from '@/shared/places/topic-index';
import type { PageMeta } from '@/content/types';
import { inWords, townCount } from '@/content/counts';

/** Copy of /about/areas-we-serve in Spanish. Town names and their links are the English ones (towns.ts). */
const [residential, commercial, agricultural] = en.areaLists;

export const areasHero: Localized<typeof en.areasHero> = {
  eyebrow: 'Áreas que atendemos',
  heading: 'De Delano a Lake Isabella, y por el sur del Valle',
  lead: 'Nuestras cuadrillas salen de Bakersfield y cubren Kern County de punta a punta para casas, además de los condados vecinos para proyectos comerciales y agrícolas.',
  image: {
    ...en.areasHero.image,
    alt: 'Un mapa sencillo de Kern County con el fondo del Valle, las estribaciones de Tehachapi y de la Sierra, y el desierto alto, con marcadores en las ciudades que atendemos.',
  },
  actions: [{ ...en.areasHero.actions[0]!, label: 'Contáctenos hoy' }],
};

export const areaLists: readonly en.AreaList[] = [
  {
    ...residential!,
    title: 'Residencial',
    text: 'Energía solar, baterías, cargadores para vehículos eléctricos y trabajo eléctrico para casas en Kern County y sus alrededores.',
  },
  {
    ...commercial!,
    title: 'Comercial',
    text: 'Electricidad comercial, obra nueva y energía solar comercial en siete condados.',
    items: commercialCounties,
  },
  {
    ...agricultural!,
    title: 'Agrícola',
    text: 'Bombas, talleres, cuartos fríos y energía solar agrícola en cinco regiones de cultivo.',
    items: agriculturalRegions,
  },
];

export const areasListsSection: Localized<typeof en.areasListsSection> = {
  heading: 'Dónde trabajan nuestras cuadrillas',
  intro: 'Casas a lo largo de Kern County, negocios en siete condados y ranchos en cinco regiones de cultivo.',
};

export const areasFinder: Localized<typeof en.areasFinder> = {
  heading: 'Busque la página de su ciudad',
  intro: 'Cada servicio que ofrecemos, en cada ciudad que atendemos. Elija su ciudad para ver sus páginas, o recórralas todas por tema.',
  filterLabel: 'Mostrar páginas de',
  allTowns: 'Todas las ciudades',
  linkLabel: (topic: string, town: string) => `${topic} en ${town}`,
  status: (count: number, town: string) => (count === 1 ? `Se muestra 1 página de ${town}` : `Se muestran ${count} páginas de ${town}`),
};

export const topicGroupTitles: Record<TopicGroup, string> = {
  solar: 'Energía solar para su casa',
  storage: 'Baterías y carga de vehículos eléctricos',
  bills: 'Facturas, tarifas y descuentos',
  owners: 'Sistemas existentes y segundas opiniones',
  farms: 'Granjas y ranchos',
};

/** One line per topic, shown on its card. */
export const topicBlurbs: Record<TopicSlug, string> = {
  'solar-installer': 'Energía solar para su casa, dimensionada con los datos de su medidor e instalada por nuestras propias cuadrillas.',
  'solar-contractor': 'Contratista solar y eléctrico con licencia para casas, talleres y techos comerciales.',
  'home-energy': 'Solar, batería, panel eléctrico y carga de vehículos eléctricos planeados como un solo sistema.',
  'solar-tax-credits': `Qué se terminó con el crédito solar para dueños de casa después de ${homeownerCreditLastYear}, y qué queda.`,
  'backup-battery': 'Powerwall 3, IQ Battery 5P o aPower, dimensionadas para los apagones y para el horario pico de la tarde.',
  'electric-vehicle': 'Cuánto cuesta cargar en casa, qué tarifa le conviene y cómo cargar con energía solar.',
  'ev-charging': 'Cargadores de Nivel 2 instalados con revisión de carga, permiso e inspección.',
  'true-up-billing': 'Por qué la factura solar anual le salió alta, y cómo arreglarlo.',
  'solar-pge': 'Interconexión, NEM 3.0 y permiso para operar con PG&E o SCE.',
  pge: 'Planes por horario de uso, picos de verano y los cambios que más bajan la factura.',
  'care-program': `CARE le quita ${percentOf(incentives.care)} a la factura de luz y ${gasPercentOf(incentives.care)} a la de gas en los hogares que califican.`,
  'energy-discount': 'CARE, FERA, Medical Baseline y los reembolsos de SGIP para baterías, en un solo lugar.',
  'energy-saving': 'Elimine el desperdicio y gánele al horario pico de 4 a 9 pm antes de comprar equipo.',
  sunrun: 'Ayuda independiente para casas con un sistema Sunrun arrendado.',
  sunpower: 'Servicio independiente para sistemas SunPower después de la bancarrota de 2024.',
  sanova: 'Cómo comparar una cotización de Sanova, o cualquier cotización solar, línea por línea.',
  agriculture: 'Paneles eléctricos para bombas, variadores de frecuencia (VFD), electricidad para talleres y energía solar para el riego.',
};

export const areasCta: Localized<typeof en.areasCta> = {
  id: en.areasCta.id,
  heading: '¿No sabe si llegamos hasta su domicilio?',
  text: 'Si está en cualquier parte de Kern County, casi seguro que sí. Llame o mándenos un mensaje y se lo confirmamos el mismo día.',
  action: { ...en.areasCta.action, label: 'Contáctenos hoy' },
};

export const areasMeta: PageMeta = {
  modifiedTime: en.areasMeta.modifiedTime,
  title: `Áreas que atendemos: ${townCount} ciudades de Kern y más`,
  description: `Dónde trabajamos: ${townCount} ciudades de Kern County, de Delano a Lake Isabella, ${inWords(commercialCounties.length, 'es')} condados para obras comerciales y ${inWords(agriculturalRegions.length, 'es')} regiones agrícolas. Elija su ciudad.`,
  keywords: ['áreas que atendemos', 'electricista Kern County', 'instalador solar cerca de mí', 'energía solar Valle de San Joaquín'],
};
