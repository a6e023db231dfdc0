import type { Localized } from '@/content/localized';
import type * as en from '@/content/topics/topic-names';
import type { TopicSlug } from '@/shared/places/topic-index';

/**
 * How Spanish pages name each landing topic: `name` in lists and links ('Baterías de respaldo en
 * Taft'), `term` at the start of headings ('Batería de respaldo en Taft: datos locales'). Both
 * open a phrase, so they start with a capital; brand and program names stay as written.
 */
const names: Record<TopicSlug, { name: string; term: string }> = {
  'solar-installer': { name: 'Instalador solar', term: 'Instalación solar' },
  'solar-contractor': { name: 'Contratista solar', term: 'Contratista solar' },
  'home-energy': { name: 'Plan de energía para el hogar', term: 'Energía para el hogar' },
  'solar-tax-credits': { name: 'Créditos fiscales solares', term: 'Créditos fiscales solares' },
  'backup-battery': { name: 'Baterías de respaldo', term: 'Batería de respaldo' },
  'electric-vehicle': { name: 'Electricidad para vehículos eléctricos', term: 'Vehículos eléctricos' },
  'ev-charging': { name: 'Instalación de cargadores para vehículos eléctricos', term: 'Carga de vehículos eléctricos' },
  'true-up-billing': { name: 'Facturas de true-up', term: 'Factura de true-up' },
  'solar-pge': { name: 'Interconexión solar (PG&E y SCE)', term: 'Interconexión solar' },
  pge: { name: 'Ayuda con las facturas de PG&E y SCE', term: 'Factura de luz' },
  'care-program': { name: 'Programa CARE', term: 'Programa CARE' },
  'energy-discount': { name: 'Programas de descuentos de energía', term: 'Descuentos de energía' },
  'energy-saving': { name: 'Ahorro de energía', term: 'Ahorro de energía' },
  sunrun: { name: 'Dueños de sistemas Sunrun', term: 'Dueños de Sunrun' },
  sunpower: { name: 'Dueños de sistemas SunPower', term: 'Dueños de SunPower' },
  sanova: { name: 'Cómo comparar una cotización de Sanova', term: 'Comparación de cotizaciones solares' },
  agriculture: { name: 'Energía solar y electricidad agrícola', term: 'Electricidad agrícola' },
};

export const topicName: Localized<typeof en.topicName> = (slug: TopicSlug) => names[slug];
