/** A California city, for `areaServed` of the business and of a landing page's Service. */
export const cityJsonLd = (name: string) => ({
  '@type': 'City',
  name,
  containedInPlace: { '@type': 'State', name: 'California' },
});
