import type { Town } from '@/shared/places/towns';

const california = { '@type': 'State', name: 'California' } as const;

/**
 * A place the business serves, typed as what it is: one of the 14 towns that is an incorporated
 * city is a City; a community of unincorporated Kern County (Oildale, Rosamond...) is a Place
 * inside the county, never a City. A place we do not know is a Place in California.
 */
export function placeJsonLd(name: string, town?: Pick<Town, 'kind' | 'county'>) {
  if (town?.kind === 'city') return { '@type': 'City', name, containedInPlace: california };
  return {
    '@type': 'Place',
    name,
    containedInPlace: town ? { '@type': 'AdministrativeArea', name: `${town.county} County`, containedInPlace: california } : california,
  };
}
