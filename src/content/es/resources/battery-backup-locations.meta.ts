import * as en from '@/content/resources/battery-backup-locations.meta';
import type { PageMeta } from '@/content/types';

export const batteryLocationsMeta: PageMeta = {
  modifiedTime: en.batteryLocationsMeta.modifiedTime,
  title: 'Baterías de respaldo para casas en Kern County',
  description:
    'Baterías de respaldo para casas en 14 ciudades de Kern County, de Bakersfield y Delano a Tehachapi, Ridgecrest y Lake Isabella. Elija su ciudad.',
  keywords: [
    'batería de respaldo Kern County',
    'instalador de baterías para casa',
    'Powerwall Bakersfield',
    'batería de respaldo cerca de mí',
  ],
};
