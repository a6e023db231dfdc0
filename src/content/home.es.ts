import * as en from '@/content/home';
import type { Localized } from '@/content/localized';
import type { PageMeta } from '@/content/types';
import { claimText } from '@/content/company.es';
import { callbackPeriod } from '@/content/callback';

const [homeEnergy, commercial, agriculture, general] = en.serviceTiles;

export const hero: Localized<typeof en.hero> = {
  eyebrow: 'Condado de Kern · Bakersfield · Valle de San Joaquín',
  headline: 'Profesionalismo. Calidad. Servicio.',
  subtitle:
    'Energía solar, baterías y trabajo eléctrico con licencia para casas, ranchos, negocios y campos petroleros, diseñados para el calor del Valle y para NEM 3.0.',
  primary: { label: 'Pida una cotización gratis', href: en.hero.primary.href },
  // Followed by the phone number: "Llame al (661) …".
  secondaryPrefix: 'Llame al',
  image: {
    ...en.hero.image,
    alt: 'Una casa de rancho de un piso en el Valle, con el techo cubierto de paneles solares y una batería en la pared lateral, con el sol de la tarde ya bajo y las colinas al fondo.',
  },
};

export const intro: Localized<typeof en.intro> = {
  eyebrow: 'Quiénes somos',
  heading: 'Trabajo de energía bien hecho, por gente que vive aquí',
  paragraphs: [
    'Las tardes de verano en el Valle llevan al límite los aires acondicionados, las bombas y los paneles. Diseñamos sistemas solares, de almacenamiento y eléctricos justo para esas condiciones: techos a 110 grados, polvo, temporadas de riego largas y tarifas de luz que cambian cada año.',
    claimText.ownCrewsLines.length
      ? 'Nuestras cuadrillas son empleados nuestros, no subcontratistas. El electricista que recorre su propiedad es parte del equipo que hace la instalación, saca el permiso, recibe al inspector y contesta el teléfono si algún día algo necesita atención.'
      : 'El electricista que recorre su propiedad trabaja con el equipo que hace la instalación, saca el permiso, recibe al inspector y contesta el teléfono si algún día algo necesita atención.',
  ],
};

export const serviceTilesEyebrow = 'Servicios';
export const serviceTilesHeading = 'Lo que hacemos';

export const serviceTiles: readonly en.ServiceTile[] = [
  {
    ...homeEnergy!,
    title: 'Energía para el hogar',
    text: 'Paneles solares en el techo y baterías dimensionados según su consumo de PG&E o SCE, para que la factura del true-up (la liquidación anual) deje de ser una sorpresa.',
    cta: 'Conozca la energía solar para casas',
    image: { ...homeEnergy!.image, alt: 'Paneles solares en el techo de una casa bajo el sol de la tarde.' },
  },
  {
    ...commercial!,
    title: 'Electricidad comercial',
    text: 'Adaptaciones de locales para inquilinos, obra nueva y energía solar comercial, planeadas según el horario de su negocio.',
    cta: 'Vea nuestro trabajo comercial',
    image: { ...commercial!.image, alt: 'Un almacén de techo plano con filas de paneles solares inclinados.' },
  },
  {
    ...agriculture!,
    title: 'Agrícola',
    text: 'Electricidad para bombas y pozos, energía solar agrícola y sistemas agrivoltaicos que mantienen el riego funcionando durante las tarifas pico.',
    cta: 'Dele energía a su operación',
    image: { ...agriculture!.image, alt: 'Filas elevadas de paneles solares sobre hileras de cultivo, junto a una caseta de bombeo.' },
  },
  {
    ...general!,
    title: 'Electricidad general',
    text: 'Actualizaciones de panel, recableado, iluminación y reparaciones de emergencia 24/7, desde nuestra oficina de Bakersfield.',
    cta: 'Agende un electricista',
    image: {
      ...general!.image,
      alt: 'Un panel de servicio principal de una casa, abierto, con sus breakers, junto al medidor de la compañía de luz.',
    },
  },
];

export const valuesBanner: Localized<typeof en.valuesBanner> = {
  heading: 'Basados en conocimiento, calidad y servicio al cliente',
  text: 'Tenemos nuestra base en Bakersfield y trabajamos a lo largo del condado de Kern. Cada trabajo cumple las mismas tres promesas, ya sea un solo contacto o un sistema de 2 megavatios.',
  link: { label: 'Más sobre nosotros', href: en.valuesBanner.link.href },
  image: en.valuesBanner.image,
};

export const homeQuote: Localized<typeof en.homeQuote> = {
  heading: 'Pida una cotización sin compromiso',
  text: `Mándenos algunos datos y uno de nuestros estimadores le regresará la llamada en un plazo de ${callbackPeriod.es}.`,
  points: [
    `Le regresamos la llamada en un plazo de ${callbackPeriod.es}`,
    'Visita gratis y una cotización por escrito, detallada punto por punto',
    'Sin presión, sin compromiso y sin compartir sus datos',
  ],
};

export const homeMeta: PageMeta = {
  modifiedTime: en.homeMeta.modifiedTime,
  title: 'Contratista solar y eléctrico en Bakersfield',
  description:
    'Contratista solar y eléctrico con licencia en Bakersfield y el condado de Kern: solar, baterías, cargadores EV y obra comercial, agrícola y petrolera.',
};
