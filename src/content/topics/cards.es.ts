import * as en from '@/content/topics/cards';
import type { LandingCardTemplate } from '@/content/topics/cards';
import type { CardKey } from '@/content/topics/types';
import { homeownerCreditLastYear, taxCreditPostTitle } from '@/content/facts/incentive-text.es';

const card = en.serviceCards;

/** The service cards of the landing pages, in Spanish; kind, icon and link are the English ones. */
export const serviceCards: Record<CardKey, LandingCardTemplate> = {
  'residential-solar': {
    ...card['residential-solar'],
    title: 'Energía solar residencial',
    text: 'Sistemas en el techo o sobre el suelo para casas de {location}, calculados con doce meses de datos de su propio medidor.',
    cta: 'Energía solar para su casa',
  },
  'our-process': {
    ...card['our-process'],
    title: 'Nuestro proceso',
    text: 'Visita a su casa, diseño, permisos, una instalación de 1-3 días y el permiso para operar. De principio a fin son 2-3 meses.',
    cta: 'Vea cada paso',
  },
  'system-upgrades': {
    ...card['system-upgrades'],
    title: 'Mejoras al sistema',
    text: 'Cambio del panel eléctrico principal, más paneles solares y arreglos para sistemas que ya no cubren su factura.',
    cta: 'Planee una mejora',
  },
  'ev-chargers': {
    ...card['ev-chargers'],
    title: 'Cargadores para vehículos eléctricos',
    text: 'Cargadores de nivel 2 en un circuito dedicado de 240 V, con un cálculo de carga para que su panel nunca se sobrecargue.',
    cta: 'Cargue en casa',
  },
  batteries: {
    ...card.batteries,
    title: 'Baterías',
    text: 'Tesla Powerwall 3, Enphase IQ Battery 5P o FranklinWH aPower, del tamaño justo para los apagones y para ahorrar con NEM 3.0.',
    cta: 'Compare baterías',
  },
  'commercial-electric': {
    ...card['commercial-electric'],
    title: 'Electricidad comercial',
    text: 'Mejoras del servicio eléctrico, adecuaciones de locales y mantenimiento para talleres, oficinas y bodegas en la zona de {location}.',
    cta: 'Servicios comerciales',
  },
  'commercial-solar': {
    ...card['commercial-solar'],
    title: 'Energía solar comercial',
    text: 'Sistemas en techos, cocheras (carports) y sobre el suelo que reducen los cargos por demanda de negocios y edificios públicos.',
    cta: 'Energía solar para negocios',
  },
  agriculture: {
    ...card.agriculture,
    title: 'Agricultura',
    text: 'Tableros de bombas, motores de pozo, electricidad para talleres y sistemas solares que compensan el consumo del riego en tarifas agrícolas.',
    cta: 'Electricidad para ranchos y campos',
  },
  'oil-gas': {
    ...card['oil-gas'],
    title: 'Petróleo y gas',
    text: 'Electricistas petroleros para motores de bombas de varilla (pumpjacks), controles y la electricidad de los leases en todo el oeste de Kern County.',
    cta: 'Servicios petroleros',
  },
  'general-electric': {
    ...card['general-electric'],
    title: 'Servicio general y emergencias',
    text: 'Reparaciones, cableado nuevo y una línea 24/7 para cuando se va la luz, con cuadrillas que salen de Bakersfield.',
    cta: 'Pida un electricista',
  },
};

/** The two blog teasers every landing page ends its card grid with (docs/behaviour.md#landing-page). */
export const blogCards: readonly [LandingCardTemplate, LandingCardTemplate] = [
  {
    ...en.blogCards[0],
    title: 'Guía para reconectar el Wi-Fi',
    text: '¿Cambió de router y su app solar dejó de mostrar datos? Vuelva a conectar el inversor o el gateway de la batería en unos minutos, paso a paso.',
    cta: 'Lea la guía',
  },
  {
    ...en.blogCards[1],
    title: taxCreditPostTitle,
    text: `El crédito solar para propietarios terminó después de ${homeownerCreditLastYear}. Lo que queda: arrendamientos (leases), reembolsos de SGIP para baterías, CARE, FERA y qué hacer ahora.`,
    cta: 'Lea el artículo',
  },
];
