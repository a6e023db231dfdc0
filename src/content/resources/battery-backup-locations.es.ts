import * as en from '@/content/resources/battery-backup-locations';
import type { Localized } from '@/content/localized';
import { homeownerCreditLastYear } from '@/content/facts/incentive-text.es';
import type { Feature, PageMeta } from '@/content/types';
import type { Terrain, UtilityArea } from '@/shared/places/towns';
import { townCount } from '@/content/counts';

/** Copy of /resources/battery-backup-locations in Spanish. */
const [outages, savings, rebates] = en.batteryReasons.items;

export const batteryHero: Localized<typeof en.batteryHero> = {
  eyebrow: 'Baterías de respaldo por ciudad',
  heading: 'Baterías de respaldo para cada rincón de Kern County',
  lead: 'Las noches de ola de calor, los cortes de luz en temporada de incendios y NEM 3.0 apuntan hacia lo mismo: guardar su propia energía. Elija su ciudad para recibir consejos que van con el lugar donde vive.',
  image: {
    ...en.batteryHero.image,
    alt: 'Dos baterías para casa montadas en la pared de un garaje y un gateway, conectados con tubería (conduit).',
  },
  actions: [{ ...en.batteryHero.actions[0]!, label: 'Pida una cotización gratis' }],
};

export const batteryTowns: Localized<typeof en.batteryTowns> = {
  heading: 'Elija su ciudad',
  intro:
    'Cada página explica los apagones, las reglas de la compañía de luz y los ahorros que importan en ese lugar, con las baterías que instalamos: Tesla Powerwall 3, Enphase IQ Battery 5P y FranklinWH aPower.',
  linkLabel: (town: string) => `Baterías de respaldo en ${town}`,
};

export const batteryReasons: Localized<typeof en.batteryReasons> = {
  heading: 'Por qué las casas de Kern County están agregando baterías',
  intro: 'Hay tres razones que salen en casi cada plática que tenemos sobre almacenamiento.',
  items: [
    {
      ...outages!,
      title: 'Apagones y cortes preventivos',
      text: 'Las olas de calor sobrecargan la red en las noches de verano, y los cortes de luz en temporada de incendios pueden durar días en las montañas. Una batería entra a funcionar en una fracción de segundo.',
    },
    {
      ...savings!,
      title: 'Ahorro con NEM 3.0',
      text: 'Con NEM 3.0, la energía solar que usted exporta le deja poco. Una batería guarda lo que sobra al mediodía y con eso hace funcionar la casa durante el horario pico de 4 a 9 pm.',
    },
    {
      ...rebates!,
      title: 'Reembolsos para baterías',
      text: `El crédito federal para baterías de casa terminó después de ${homeownerCreditLastYear}, pero muchos hogares califican para los reembolsos de SGIP, y las casas expuestas a cortes de luz en temporada de incendios califican para el monto más alto. Lo revisamos antes de que compre.`,
    },
  ] satisfies Feature[],
};

export const terrainLabels: Record<Terrain, string> = {
  valley: 'Valle',
  desert: 'Desierto alto',
  mountain: 'Montañas',
};

export const utilityLabels: Record<UtilityArea, string> = {
  pge: 'mayormente PG&E',
  sce: 'mayormente SCE',
  check: 'PG&E o SCE: revise su recibo',
};

export const batteryCta: Localized<typeof en.batteryCta> = {
  id: en.batteryCta.id,
  heading: 'Calculemos la batería para su casa',
  text: 'Díganos qué necesita mantener funcionando y si tiene paneles solares. Le respondemos con opciones, precios y cualquier reembolso para el que califique.',
  action: { ...en.batteryCta.action, label: 'Contáctenos hoy' },
};

export const batteryLocationsMeta: PageMeta = {
  modifiedTime: en.batteryLocationsMeta.modifiedTime,
  title: 'Baterías de respaldo para casas en Kern County',
  description: `Baterías de respaldo para casas en ${townCount} ciudades de Kern County, de Bakersfield y Delano a Tehachapi, Ridgecrest y Lake Isabella. Elija su ciudad.`,
  keywords: [
    'batería de respaldo Kern County',
    'instalador de baterías para casa',
    'Powerwall Bakersfield',
    'batería de respaldo cerca de mí',
  ],
};
