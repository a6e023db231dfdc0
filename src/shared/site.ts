import { isSample, ownerFacts, type OpeningHours } from './owner/facts';

export type { OpeningHours } from './owner/facts';

/**
 * The company's identity as header, footer, contact page, emails, JSON-LD and the manifest read
 * it. The values come from the owner facts (src/shared/owner/facts.ts), the one place the owner
 * sets them; see README "Before launch" and docs/decisions/011-fictional-samples.md.
 */
export interface SiteIdentity {
  name: string;
  shortName: string;
  legalName: string;
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  url: string;
  /** The licence line every page prints; it says plainly when the number is not set yet. */
  licence: string;
  phone: { display: string; e164: string };
  email: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
  hours: readonly OpeningHours[];
  emergency: string;
}

const { licence } = ownerFacts;
const classes = licence.value.classes.length ? ` (${licence.value.classes.join(', ')})` : '';

export const site: SiteIdentity = {
  ...ownerFacts.name.value,
  url: ownerFacts.url.value,
  // Business and Professions Code 7030.5: the number goes in all advertising, so a missing one
  // is said out loud rather than hidden (a production build cannot ship it).
  licence:
    isSample(licence) || !licence.value.number
      ? 'CSLB license number: sample site, set before launch'
      : `CSLB Lic. #${licence.value.number}${classes}`,
  phone: ownerFacts.phone.value,
  email: ownerFacts.email.value,
  address: ownerFacts.address.value,
  geo: ownerFacts.geo.value,
  hours: ownerFacts.hours.value,
  emergency: `${ownerFacts.emergencyLine.value.hours} emergency line`,
};

export const addressLines = (a = site.address): [string, string] => [a.street, `${a.city}, ${a.region} ${a.postalCode}`];

export const telHref = `tel:${site.phone.e164}` as const;
export const mailHref = `mailto:${site.email}` as const;
