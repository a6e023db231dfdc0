import * as en from '@/content/footer';

// Typed as the English object (not Localized), so the privacy link keeps its checked route type.
export const footerAbout: typeof en.footerAbout = {
  heading: 'Quiénes somos',
  text: 'Contratista eléctrico y solar de Bakersfield que atiende casas, ranchos, negocios y campos petroleros en Kern County y el Valle de San Joaquín. Nuestras propias cuadrillas con licencia diseñan, instalan y dan servicio a cada sistema que vendemos.',
  rights: 'Todos los derechos reservados.',
  bondedInsured: 'Afianzados y asegurados',
  privacy: { label: 'Aviso de privacidad', href: en.footerAbout.privacy.href },
  region: 'Atendemos Bakersfield, Delano, Tehachapi, Ridgecrest y el resto de Kern County.',
  // The build year, shared with the English footer so both agree.
  year: en.footerAbout.year,
};
