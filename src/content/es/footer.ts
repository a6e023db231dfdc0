import * as en from '@/content/footer';
import type { Localized } from '@/content/es/localized';

export const footerAbout: Localized<typeof en.footerAbout> = {
  heading: 'Quiénes somos',
  text: 'Contratista eléctrico y solar de Bakersfield que atiende casas, ranchos, negocios y campos petroleros en Kern County y el Valle de San Joaquín. Nuestras propias cuadrillas con licencia diseñan, instalan y dan servicio a cada sistema que vendemos.',
  rights: 'Todos los derechos reservados.',
  bondedInsured: 'Afianzados y asegurados',
  privacy: { label: 'Aviso de privacidad', href: en.footerAbout.privacy.href },
  region: 'Atendemos Bakersfield, Delano, Tehachapi, Ridgecrest y el resto de Kern County.',
  // The build year, shared with the English footer so both agree.
  year: en.footerAbout.year,
};
