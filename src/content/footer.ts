export const footerAbout = {
  heading: 'About Us',
  text: 'A Bakersfield electrical and solar contractor serving homes, farms, businesses and oilfields across Kern County and the San Joaquin Valley. We design, install and service every system we sell.',
  rights: 'All rights reserved.',
  bondedInsured: 'Bonded and insured',
  privacy: { label: 'Privacy notice', href: '/privacy' as const },
  region: 'Serving Bakersfield, Delano, Tehachapi, Ridgecrest and all of Kern County.',
  // Fixed at build time so the prerendered footer and the hydrated one agree.
  year: 2026,
};
