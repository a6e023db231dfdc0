/**
 * Owner facts: everything the site says about the company that only the owner can vouch for,
 * in one typed config (docs/decisions/011-fictional-samples.md). Each fact is `sample` until
 * the owner replaces its value, sets `status: 'verified'` and names the `source` (a licence
 * lookup, a policy, a review platform). Samples render as samples or not at all, and a
 * production build refuses to start while any remain (`npm run launch-check`).
 *
 * Imported by the browser, the server and vite.config.ts, so it uses relative imports only.
 */
export type FactStatus = 'sample' | 'verified';

export interface Fact<T> {
  value: T;
  status: FactStatus;
  /** Where the owner checked it: required in spirit for every verified fact. */
  source?: string;
}

export interface OpeningHours {
  /** schema.org day names, e.g. 'Monday' */
  days: readonly string[];
  opens: string;
  closes: string;
  label: string;
}

/** A customer review the owner has permission to publish. */
export interface Review {
  quote: string;
  name: string;
  place: string;
  project: string;
}

export interface OwnerFacts {
  /** Trading name, short name (app icon) and the legal name on the licence. */
  name: Fact<{ name: string; shortName: string; legalName: string }>;
  /** Absolute origin for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  url: Fact<string>;
  phone: Fact<{ display: string; e164: string }>;
  email: Fact<string>;
  address: Fact<{ street: string; city: string; region: string; postalCode: string; country: string }>;
  geo: Fact<{ latitude: number; longitude: number }>;
  hours: Fact<readonly OpeningHours[]>;
  /**
   * CSLB licence: California requires the number in all advertising (Business and Professions
   * Code 7030.5). Classes such as C-10 (electrical) and C-46 (solar).
   */
  licence: Fact<{ number: string; classes: readonly string[] }>;
  bondedInsured: Fact<{ bonded: boolean; insured: boolean }>;
  workmanshipWarrantyYears: Fact<number>;
  /** e.g. 'NABCEP PV Installation Professional'; empty when there are none to claim. */
  certifications: Fact<readonly string[]>;
  foundedYear: Fact<number>;
  projectsCompleted: Fact<number>;
  /** The emergency line's hours; arrival is the drive time of each town (places/towns.ts). */
  emergencyLine: Fact<{ hours: string }>;
  reviews: Fact<readonly Review[]>;
  /** Public profiles for JSON-LD sameAs; leave empty rather than guess an account. */
  socialProfiles: Fact<readonly string[]>;
  /** Real job photos; the site ships only its own illustrations until the owner adds some. */
  photos: Fact<readonly string[]>;
  /**
   * How long the server keeps a lead (leads.db and its .eml copy) before the owner purges it with
   * `npm run leads -- purge --older-than DAYS`; the privacy notice states it.
   */
  leadRetention: Fact<{ months: number }>;
  /**
   * Every installer is the company's own employee (no subcontracted crews). Copy says so only
   * once verified (docs/decisions/027-content-truth.md); until then it says "our crews".
   */
  ownCrews: Fact<boolean>;
  /** What full-time employees get; the careers page lists benefits only once verified. */
  benefits: Fact<{ health: boolean; retirementMatch: boolean; paidTraining: boolean }>;
  /**
   * The lenders, leasing companies, makers and local firms on /about/partners (ids of
   * src/content/partners.ts), and the community work beside them. Shipped names are fictional:
   * the page labels them as samples until verified.
   */
  partners: Fact<readonly string[]>;
  /** Whether visitors may walk into the office in its hours, or come by appointment. */
  officeVisits: Fact<'walk-in' | 'by appointment'>;
  /**
   * How soon the office calls back after a quote request, in business days: the form says it
   * after sending (docs/behaviour.md#forms), marked as a sample until verified.
   */
  callbackWithin: Fact<{ businessDays: number }>;
  /**
   * How soon the operations manager calls an applicant after a job application, in business
   * days: the careers page promises it, marked as a sample until verified.
   */
  applicantCallWithin: Fact<{ businessDays: number }>;
  /**
   * The positions the careers form offers and the pay range of each, in dollars per hour: the
   * range California asks of a job posting (Labor Code 432.3(c)(3)). Ids of
   * src/shared/lead/positions.ts; the page marks the ranges as samples until verified.
   */
  payRanges: Fact<Readonly<Record<string, { min: number; max: number }>>>;
}

export type FactKey = keyof OwnerFacts;

/** Plain-words names for the launch check and the production guard. */
export const factLabels: Record<FactKey, string> = {
  name: 'Company name and legal name',
  url: 'Website address',
  phone: 'Phone number',
  email: 'Email address',
  address: 'Office address',
  geo: 'Office map coordinates',
  hours: 'Opening hours',
  licence: 'CSLB licence number and classes',
  bondedInsured: 'Bonded and insured',
  workmanshipWarrantyYears: 'Workmanship warranty (years)',
  certifications: 'Certifications (NABCEP etc.)',
  foundedYear: 'Founding year',
  projectsCompleted: 'Projects completed',
  emergencyLine: 'Emergency line hours',
  reviews: 'Customer reviews',
  socialProfiles: 'Social profiles (sameAs)',
  photos: 'Job photos',
  leadRetention: 'How long leads are kept (privacy notice)',
  ownCrews: 'Installers are our own employees, never subcontracted',
  benefits: 'Employee benefits (health, 401(k) match, paid training)',
  partners: 'Partners, lenders and community work (/about/partners)',
  officeVisits: 'Office visits: walk-in or by appointment',
  callbackWithin: 'How soon the office calls back after a quote request (business days)',
  applicantCallWithin: 'How soon an applicant gets a call after applying (business days)',
  payRanges: 'Pay range of each open position (careers form, Labor Code 432.3)',
};

const sample = <T>(value: T): Fact<T> => ({ value, status: 'sample' });

/** The shipped facts: all fictional samples of "Sunfield Electric & Solar" (a 555-01xx phone,
 * example.com addresses). The owner replaces every one before launch (README "Before launch"). */
export const ownerFacts: OwnerFacts = {
  name: sample({ name: 'Sunfield Electric & Solar', shortName: 'Sunfield', legalName: 'Sunfield Electric & Solar (example company)' }),
  url: sample('https://www.sunfield.example.com'),
  phone: sample({ display: '(661) 555-0142', e164: '+16615550142' }),
  email: sample('hello@sunfield.example.com'),
  address: sample({ street: '2715 Solar Field Way, Suite 110', city: 'Bakersfield', region: 'CA', postalCode: '93308', country: 'US' }),
  geo: sample({ latitude: 35.3733, longitude: -119.0187 }),
  hours: sample([
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:00',
      closes: '17:00',
      label: 'Mon–Fri 7:00 a.m. – 5:00 p.m.',
    },
    { days: ['Saturday'], opens: '08:00', closes: '12:00', label: 'Sat 8:00 a.m. – 12:00 p.m.' },
  ]),
  licence: sample({ number: '', classes: ['C-10', 'C-46'] }),
  bondedInsured: sample({ bonded: true, insured: true }),
  workmanshipWarrantyYears: sample(10),
  certifications: sample(['NABCEP PV Installation Professional']),
  foundedYear: sample(1999),
  projectsCompleted: sample(5000),
  emergencyLine: sample({ hours: '24/7' }),
  reviews: sample([
    {
      quote:
        'Our true-up bill went from $1,900 to under $200 the first year. They sized the system off twelve months of our PG&E data and it came in exactly where they said it would.',
      name: 'Rosa M.',
      place: 'Bakersfield',
      project: '9.6 kW rooftop solar',
    },
    {
      quote:
        'We lost power twice during the September heat wave and the house never noticed. The battery install took one day and the crew left the garage cleaner than they found it.',
      name: 'Dale and Priya K.',
      place: 'Tehachapi',
      project: 'Home battery backup',
    },
    {
      quote:
        'A well pump tripped at 2 a.m. in the middle of irrigation season. Their electrician was on site before sunrise and we were pumping again by breakfast.',
      name: 'Hector R.',
      place: 'Shafter',
      project: 'Agricultural pump service',
    },
  ]),
  socialProfiles: sample([]),
  photos: sample([]),
  leadRetention: sample({ months: 24 }),
  ownCrews: sample(true),
  benefits: sample({ health: true, retirementMatch: true, paidTraining: true }),
  partners: sample([
    'tule-ridge-credit',
    'canalside-lending',
    'alder-point-capital',
    'granite-oak-bank',
    'brightacre-power',
    'sagebrush-energy-leasing',
    'voltrana-inverters',
    'oak-flat-roofing',
    'twin-palms-realty',
    'foothill-air-comfort',
    'granary-row-builders',
    'furrow-line-irrigation',
  ]),
  officeVisits: sample('by appointment'),
  callbackWithin: sample({ businessDays: 1 }),
  applicantCallWithin: sample({ businessDays: 5 }),
  payRanges: sample({
    'journeyman-electrician': { min: 38, max: 52 },
    'apprentice-electrician': { min: 20, max: 30 },
    'solar-installer': { min: 22, max: 32 },
    'solar-lead-installer': { min: 30, max: 40 },
    'service-technician': { min: 32, max: 45 },
    'energy-consultant': { min: 22, max: 30 },
    'project-coordinator': { min: 25, max: 33 },
  }),
};

export const isSample = (fact: Fact<unknown>) => fact.status !== 'verified';
