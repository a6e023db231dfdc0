/**
 * The company's identity: the one place to set name, contact details, licence, hours and
 * service-area coordinates. Header, footer, contact page, emails, JSON-LD and the manifest all
 * read from here. Every value below is a clearly fictional default (555-01xx phone number,
 * example.com domain, placeholder licence) that the owner replaces; see README "Company identity".
 */
export interface OpeningHours {
  /** schema.org day names, e.g. 'Monday' */
  days: readonly string[];
  opens: string;
  closes: string;
  label: string;
}

export interface SiteIdentity {
  name: string;
  shortName: string;
  legalName: string;
  tagline: string;
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  url: string;
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
  social: { facebook: string; instagram: string; linkedin: string };
  founded: number;
}

export const site: SiteIdentity = {
  name: 'Sunfield Electric & Solar',
  shortName: 'Sunfield',
  legalName: 'Sunfield Electric & Solar (example company)',
  tagline: "California's number one source for energy solutions",
  url: 'https://www.sunfield.example.com',
  licence: 'CSLB Lic. #PLACEHOLDER',
  phone: { display: '(661) 555-0142', e164: '+16615550142' },
  email: 'hello@sunfield.example.com',
  address: {
    street: '2715 Solar Field Way, Suite 110',
    city: 'Bakersfield',
    region: 'CA',
    postalCode: '93308',
    country: 'US',
  },
  geo: { latitude: 35.3733, longitude: -119.0187 },
  hours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:00',
      closes: '17:00',
      label: 'Mon–Fri 7:00 am – 5:00 pm',
    },
    { days: ['Saturday'], opens: '08:00', closes: '12:00', label: 'Sat 8:00 am – 12:00 pm' },
  ],
  emergency: '24/7 emergency line, crews on site in 1–2 hours',
  social: {
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
  },
  founded: 1999,
};

export const addressLines = (a = site.address): [string, string] => [a.street, `${a.city}, ${a.region} ${a.postalCode}`];

export const telHref = `tel:${site.phone.e164}` as const;
export const mailHref = `mailto:${site.email}` as const;
