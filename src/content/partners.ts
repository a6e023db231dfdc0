/**
 * Financing and sales partners shown on /about/partners (docs/behaviour.md#logo-strip: 7 financing partners,
 * loan and PPA lenders plus an inverter maker, and 5 sales partners).
 *
 * Every name here is NEUTRAL AND FICTIONAL (docs/decisions/011-fictional-samples.md), a stand-in: no real lender, maker or
 * contractor is claimed as a partner. The owner replaces each entry with a real partner, its
 * own wordmark text and description. Logos are drawn as text wordmarks by
 * components/sections/partner-wordmark.tsx, so they ship with the site and need no image files.
 */
export type PartnerKind = 'financing' | 'sales';

/** The small symbol drawn left of a wordmark. */
export type WordmarkMark = 'sun' | 'leaf' | 'grid' | 'drop' | 'arc' | 'bolt' | 'hex';

export interface Partner {
  /** Used for the anchor of the partner's description on the page. */
  id: string;
  name: string;
  kind: PartnerKind;
  /** One line: what the partner does with us. */
  role: string;
  description: string;
  wordmark: {
    /** Large first line, at most 11 characters so it fits the 180 px logo. */
    main: string;
    /** Small tracked second line, at most 16 characters. */
    sub: string;
    mark: WordmarkMark;
    /** Ink colour of the wordmark; the mark uses the palette's accent. */
    color: string;
  };
}

export const partners: readonly Partner[] = [
  {
    id: 'tule-ridge-credit',
    name: 'Tule Ridge Credit',
    kind: 'financing',
    role: 'Solar and battery loans, 5 to 20 years',
    description:
      'Fixed-rate loans for solar, batteries and panel upgrades with terms from 5 to 20 years and no prepayment penalty, so you can pay the balance down whenever you are able to.',
    wordmark: { main: 'TULE RIDGE', sub: 'CREDIT', mark: 'sun', color: '#12304D' },
  },
  {
    id: 'canalside-lending',
    name: 'Canalside Lending',
    kind: 'financing',
    role: 'Home-improvement loans',
    description:
      'Unsecured home-improvement loans for main panel upgrades, EV chargers and rewiring jobs that are too small for a solar loan but too large to pay in one check.',
    wordmark: { main: 'Canalside', sub: 'LENDING', mark: 'drop', color: '#0B62C4' },
  },
  {
    id: 'alder-point-capital',
    name: 'Alder Point Capital',
    kind: 'financing',
    role: 'Commercial and agricultural equipment financing',
    description:
      "Equipment financing and leases for commercial solar, pump and well electrical, and shop upgrades, with payments that can follow a farm's harvest calendar.",
    wordmark: { main: 'ALDER POINT', sub: 'CAPITAL', mark: 'leaf', color: '#4E7F52' },
  },
  {
    id: 'granite-oak-bank',
    name: 'Granite Oak Bank',
    kind: 'financing',
    role: 'Secured solar loans and home-equity lines',
    description:
      'Home-equity lines and secured solar loans for larger systems and whole-home electrical projects, often at a lower rate than unsecured financing.',
    wordmark: { main: 'Granite Oak', sub: 'BANK', mark: 'hex', color: '#0B1F33' },
  },
  {
    id: 'brightacre-power',
    name: 'Brightacre Power',
    kind: 'financing',
    role: 'Power purchase agreements (PPA)',
    description:
      'Owns and insures the system on your roof and sells you the power it makes at a fixed price per kilowatt-hour, with no upfront cost.',
    wordmark: { main: 'Brightacre', sub: 'POWER PPA', mark: 'arc', color: '#8A5300' },
  },
  {
    id: 'sagebrush-energy-leasing',
    name: 'Sagebrush Energy Leasing',
    kind: 'financing',
    role: 'Solar leases',
    description:
      'Solar leases with a fixed monthly payment, monitoring and repairs included for the term, and a transfer process for when you sell your home.',
    wordmark: { main: 'SAGEBRUSH', sub: 'ENERGY LEASING', mark: 'leaf', color: '#475569' },
  },
  {
    id: 'voltrana-inverters',
    name: 'Voltrana Inverters',
    kind: 'financing',
    role: 'Inverter maker with an equipment-financing program',
    description:
      'Makes the string and hybrid inverters on many of our systems, and offers a deferred-payment program and extended warranties on its equipment through our office.',
    wordmark: { main: 'VOLTRANA', sub: 'INVERTERS', mark: 'bolt', color: '#12304D' },
  },
  {
    id: 'oak-flat-roofing',
    name: 'Oak Flat Roofing',
    kind: 'sales',
    role: 'Roofing contractor',
    description:
      'Replaces worn roofs before solar goes on, and sends us homeowners whose new roof is ready for panels, so nobody pays to remove and reinstall an array later.',
    wordmark: { main: 'OAK FLAT', sub: 'ROOFING', mark: 'hex', color: '#8A5300' },
  },
  {
    id: 'twin-palms-realty',
    name: 'Twin Palms Realty',
    kind: 'sales',
    role: 'Real estate brokerage',
    description: 'Refers buyers and sellers who need a solar system inspected, a lease transferred or a panel upgraded before closing.',
    wordmark: { main: 'Twin Palms', sub: 'REALTY', mark: 'sun', color: '#0B1F33' },
  },
  {
    id: 'foothill-air-comfort',
    name: 'Foothill Air & Comfort',
    kind: 'sales',
    role: 'Heating and air-conditioning contractor',
    description:
      'Installs heat pumps and high-efficiency AC; we add the circuits, panel capacity and solar to run them, so one visit covers the whole upgrade.',
    wordmark: { main: 'FOOTHILL', sub: 'AIR & COMFORT', mark: 'arc', color: '#0B62C4' },
  },
  {
    id: 'granary-row-builders',
    name: 'Granary Row Builders',
    kind: 'sales',
    role: 'Home builder',
    description:
      'Builds new homes in Kern County; we design and install the solar each home needs under Title 24, California’s building energy code, and offer buyers a battery upgrade before move-in.',
    wordmark: { main: 'Granary Row', sub: 'BUILDERS', mark: 'grid', color: '#12304D' },
  },
  {
    id: 'furrow-line-irrigation',
    name: 'Furrow Line Irrigation',
    kind: 'sales',
    role: 'Irrigation and pump supplier',
    description:
      'Sells pumps and drip systems to Valley growers and brings us in for the pump panels, variable-frequency drives and solar that power them.',
    wordmark: { main: 'FURROW LINE', sub: 'IRRIGATION', mark: 'grid', color: '#4E7F52' },
  },
];

export const financingPartners = partners.filter((p) => p.kind === 'financing');
export const salesPartners = partners.filter((p) => p.kind === 'sales');
