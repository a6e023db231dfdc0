import type { PageMeta } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

/**
 * Copy of /resources/solar-estimate (docs/decisions/023-estimate.md). Every number the page
 * shows comes from the estimator's facts (src/shared/estimate); the words around them are here.
 * Functions take the figures already formatted.
 */
export const estimateMeta: PageMeta = {
  modifiedTime: '2026-11-28',
  title: 'Solar Estimate: Size, Bill and Payback',
  description:
    'Estimate solar and a battery for your Kern County home from one PG&E or SCE bill: system size, bill after Net Billing, price, payback and backup hours.',
  keywords: ['solar estimate Bakersfield', 'solar savings calculator Kern County', 'Net Billing bill estimate', 'battery backup hours'],
};

export const estimateIntro = {
  eyebrow: 'Solar estimate',
  heading: 'What would solar do to your electric bill?',
  text: 'Enter your town and a typical bill to see the system size, your bill before and after under Net Billing, a price and a payback, as ranges, with every assumption and its source below. Once loaded, it works without a connection.',
};

export const estimateFormCopy = {
  label: 'Solar estimate inputs',
  homeLegend: 'Your home',
  place: 'Town or ZIP code',
  placeHint: 'One of the Kern County towns we serve; your utility follows from it.',
  placeUnknown: 'We do not have that town or ZIP. Try a town name, such as Tehachapi, or a ZIP code, such as 93301.',
  usageLegend: 'How much power you use',
  usageKinds: { bill: 'A typical monthly bill', kwh: 'kWh from the last 12 bills' },
  bill: 'Typical monthly bill ($)',
  billHint: 'All charges, as on the bill.',
  billError: 'Enter a monthly bill in dollars, larger than the fixed charge and at most $5,000.',
  kwhLegend: 'kWh on each month’s bill',
  kwhError: 'Enter the kWh of all 12 months (0 to 20,000 each).',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  discount: 'Bill discount',
  discounts: { none: 'None', care: 'CARE', fera: 'FERA' },
  roofLegend: 'Your roof',
  roof: 'Direction the main roof faces',
  roofs: { south: 'South', 'southeast-southwest': 'Southeast or southwest', 'east-west': 'East or west', flat: 'Flat' },
  shade: 'Shade on it',
  shades: { none: 'None', some: 'Some (a tree or chimney part of the day)', heavy: 'Heavy' },
  plansLegend: 'What you want',
  battery: 'Battery',
  noBattery: 'No battery',
  batteries: {
    powerwall3: (kwh: string) => `One Tesla Powerwall 3 (${kwh} kWh)`,
    powerwall3x2: (kwh: string) => `Two Tesla Powerwall 3 (${kwh} kWh)`,
  },
  ev: 'Electric car',
  evs: { none: 'None', have: 'Have one (it is in the bill)', planned: 'Planning one' },
  wellPump: 'The home has an electric well pump',
};

export const estimateResultCopy = {
  heading: 'Your estimate',
  /** Read by screen readers when the figures change. */
  updated: (billAfter: string) => `Estimate updated: bill with solar ${billAfter} a month.`,
  stale: 'These figures are for your last complete entry. Check the field marked above.',
  utilities: { pge: 'PG&E', sce: 'SCE' },
  placeLine: (town: string, utility: string, zone: number) => `${town} · ${utility} · climate zone ${zone}`,
  plans: (before: string, after: string) => `Now on ${before}; with solar on ${after}, the plan a new solar customer must take.`,
  caveat: 'Part of the area is served by the other utility: check the name on your bill.',
  billNow: 'Bill now',
  billWith: 'With solar',
  perMonth: 'a month, on average',
  systemSize: 'System size',
  production: 'Made in the first year',
  price: 'Installed price',
  savings: 'Saved in the first year',
  cash: 'Cash payback',
  loan: (apr: string, years: number) => `Loan at ${apr} APR over ${years} years`,
  loanPayment: (payment: string) => `${payment} a month`,
  loanPayback: (years: string) => `pays back in ${years}`,
  years: (range: string) => `${range} years`,
  neverBy: (cap: number) => `more than ${cap} years`,
  yearsOpen: (low: string, cap: number) => `${low} to over ${cap} years`,
  selfUse: 'Share of your solar used at home',
  batteryGain: (without: string, withBattery: string) => `${without} without the battery, ${withBattery} with it`,
  noCredit: (lastYear: string) =>
    `No federal tax credit: the homeowner credit ended for systems finished after ${lastYear}, so the price is the cost.`,
  lease:
    'With a lease or PPA nothing is due up front; the company that owns the system may still claim a business credit, and your contract decides how much of it reaches you.',
  compare: 'Compare cash, loan and lease',
  action: 'Send me a real quote with this estimate',
  bar: (bill: string) => `With solar ${bill} a month`,
  seeAll: 'All figures',
  units: { kw: 'kW', kwhYear: 'kWh' },
  errors: {
    'unknown-place': 'We do not have that town or ZIP.',
    'bad-usage': 'A bill that small is only the fixed charge: enter a larger bill or your kWh.',
    'bad-override': 'One of the changed assumptions cannot be used together with the others.',
  },
};

export const monthsCopy = {
  summary: 'Month by month',
  caption: 'Each month of the first year, as ranges',
  columns: { month: 'Month', use: 'Use (kWh)', made: 'Solar (kWh)', before: 'Bill now', after: 'Bill with solar' },
};

export const backupCopy = {
  id: 'backup',
  eyebrow: 'Backup in a shutoff',
  heading: 'How long a battery keeps the essentials on',
  intro: (low: string, high: string) =>
    `Pick the circuits that must stay on in a Public Safety Power Shutoff. The hours start from a battery ${low} to ${high} percent full and leave out the sun recharging it, so they are the hours you can count on.`,
  legend: 'Circuits to keep on',
  circuits: {
    fridge: 'Refrigerator',
    lights: 'Lights',
    internet: 'Internet',
    wellPump: 'Well pump',
    furnaceFan: 'Furnace fan',
    medical: 'Medical device (oxygen concentrator)',
    roomAc: 'Window air conditioner',
    centralAc: 'Central air conditioning',
  },
  watts: (w: string) => `${w} W running`,
  withBattery: (battery: string) => `With ${battery}`,
  ifYouAdd: (battery: string) => `With ${battery}, if you add one`,
  batteryNames: { powerwall3: 'one Tesla Powerwall 3', powerwall3x2: 'two Tesla Powerwall 3' },
  hours: (range: string) => `${range} hours`,
  none: 'Pick at least one circuit.',
  draw: (average: string) => `Average draw ${average} W`,
  overPower: 'All of these running at once can draw more than the battery delivers: a second battery, or fewer circuits at a time.',
};

export const assumptionsCopy = {
  id: 'assumptions',
  eyebrow: 'Assumptions and sources',
  heading: 'Every number this estimate uses',
  intro:
    'Each figure names its source and the date it was read. Change a value in a box and the estimate follows; the source stays beside it.',
  source: 'Source',
  original: 'original document',
  asOf: (date: string) => `As of ${date}.`,
  ours: 'Our assumption: no public source gives this figure for your home.',
  changed: 'Changed by you',
  from: 'From',
  to: 'to',
  yourRate: 'Your own price, $ per kWh (optional)',
  ratePeak: '4-9 p.m.',
  rateOther: 'Other hours',
  reset: 'Use the sourced values again',
  errors: {
    number: 'Enter numbers within the range this figure can take.',
    order: 'The first value must not be larger than the second.',
    both: 'Fill in both values.',
    sum: 'Use while the panels make power and use from 4 to 9 p.m. together can be at most 100%.',
  },
  years: 'Years',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  date: (day: number, month: string, year: number) => `${month} ${day}, ${year}`,
};

/** Each fact of src/shared/estimate by its id: the label and, where it helps, a note in our words. */
export const factText: Record<string, { label: string; note?: string }> = {
  'production.cz13': {
    label: 'Production per kW, climate zone 13 (the Valley)',
    note: 'The state’s figure for the zone, read as a south roof without shade.',
  },
  'production.cz14': {
    label: 'Production per kW, climate zone 14 (the high desert)',
    note: 'The state’s figure for the zone, read as a south roof without shade.',
  },
  'production.cz16': {
    label: 'Production per kW, climate zone 16 (the mountains)',
    note: 'The state’s figure for the zone, read as a south roof without shade.',
  },
  'roof.south': { label: 'Roof facing south' },
  'roof.southeast-southwest': { label: 'Roof facing southeast or southwest' },
  'roof.east-west': { label: 'Roof facing east or west' },
  'roof.flat': { label: 'Flat roof, panels laid flat' },
  'shade.none': { label: 'No shade' },
  'shade.some': { label: 'Some shade' },
  'shade.heavy': { label: 'Heavy shade' },
  'production.monthly-shape': {
    label: 'Share of the year’s production in each month',
    note: 'Worked out from the sun’s path alone, so winter fog is not in it.',
  },
  'production.degradation': { label: 'Panel output lost each year' },
  'tariff.pge.before': { label: 'PG&E plan before solar (E-TOU-C)' },
  'tariff.sce.before': { label: 'SCE plan before solar (TOU-D-4-9PM)' },
  'tariff.pge.after': {
    label: 'PG&E plan with solar (E-ELEC)',
    note: 'The 2026 E-ELEC prices were not found; each price is bracketed by two PG&E plans with the same hours.',
  },
  'tariff.sce.after': { label: 'SCE plan with solar (TOU-D-PRIME)' },
  'tariff.fixed-charge': { label: 'Fixed monthly charge' },
  'tariff.care': { label: 'CARE discount on energy charges' },
  'tariff.fera': { label: 'FERA discount on energy charges' },
  'tariff.export-value': {
    label: 'Credit for solar sent to the grid',
    note: 'An average over the hours a home exports; the real credit changes by the hour and is set each year.',
  },
  'rule.nbt-settlement': {
    label: 'How Net Billing settles the bill',
    note: 'Billed monthly, export credit subtracted; credit never pays the fixed charge. The estimate drops credit left after 12 months, as SCE does.',
  },
  'price.solar': { label: 'Installed price of solar, per watt' },
  'price.battery': {
    label: 'Installed price of a battery, per kWh',
    note: 'The newest public figure found is from 2023.',
  },
  'price.loan-rate': {
    label: 'Loan interest rate (APR)',
    note: 'Your lender sets the real rate. A very low rate often comes with a fee built into the price.',
  },
  'price.loan-years': { label: 'Loan term' },
  'rule.federal-credit': {
    label: 'Federal tax credit, ended for homeowners',
    note: 'A lease or PPA company may still claim a business credit.',
  },
  'design.offset': {
    label: 'Share of your yearly use the system is sized to cover',
    note: 'Past the whole of your use, each extra kWh is sold for a few cents, so the size stops there.',
  },
  'usage.daytime-share': { label: 'Share of your use while the panels make power' },
  'usage.peak-share': { label: 'Share of your use between 4 and 9 p.m.' },
  'usage.ev': { label: 'Power a planned electric car adds, charged at night' },
  'battery.round-trip': { label: 'Energy a battery gives back of what it stores' },
  'battery.reserve': { label: 'Share of the battery kept full for outages' },
  'battery.powerwall3': { label: 'One Tesla Powerwall 3' },
  'battery.powerwall3x2': { label: 'Two Tesla Powerwall 3' },
  'battery.charge-at-shutoff': { label: 'Battery charge when a shutoff begins' },
  'load.fridge': { label: 'Refrigerator' },
  'load.wellPump': { label: 'Well pump', note: 'Starting a pump takes several times its running power for a moment.' },
  'load.furnaceFan': { label: 'Furnace fan' },
  'load.medical': { label: 'Oxygen concentrator', note: 'A CPAP uses far less; check the label of the device.' },
  'load.lights': { label: 'Lights (six LED lamps)' },
  'load.internet': { label: 'Internet modem and router' },
  'load.roomAc': { label: 'Window air conditioner' },
  'load.centralAc': { label: 'Central air conditioning (3 ton)' },
};

/** How each kind of value reads; the figures come formatted. */
export const valueText = {
  perKwh: (v: string) => `${v} per kWh`,
  perWatt: (v: string) => `${v} per watt`,
  perKwhStored: (v: string) => `${v} per kWh of battery`,
  kwhPerKw: (v: string) => `${v} kWh per kW a year`,
  ofSouth: (v: string) => `${v}% of a south roof`,
  ofUnshaded: (v: string) => `${v}% of an unshaded roof`,
  perMonth: (v: string) => `${v}% of the year each month`,
  perYear: (v: string) => `${v}% a year`,
  share: (v: string) => `${v}%`,
  apr: (v: string) => `${v}%`,
  years: (v: string) => `${v} years`,
  kwhAYear: (v: string) => `${v} kWh a year`,
  plan: (summerPeak: string, summerOther: string, winterPeak: string, winterOther: string) =>
    `June to September: ${summerPeak} 4-9 p.m., ${summerOther} other hours. October to May: ${winterPeak} and ${winterOther} per kWh.`,
  fixed: (standard: string, care: string, fera: string) => `${standard} a month (${care} with CARE, ${fera} with FERA)`,
  offEnergy: (v: string) => `${v}% off`,
  battery: (kwh: string, kw: string) => `${kwh} kWh, ${kw} kW continuous`,
  load: (watts: string, time: string) => `${watts} W, running ${time}% of the time`,
  noCredit: (date: string) => `None for a purchase finished after ${date}`,
  settlement: 'Monthly, credit kept 12 months',
};

export const quoteCopy = {
  id: 'quote',
  heading: 'Ask for a real quote',
  text: `An estimator checks your roof and your own meter data, and calls you within ${callbackPeriod.en}. No obligation, no pressure.`,
  /** Shown once the visitor asked for a quote with the estimate: what goes with the request. */
  attached: (town: string, before: string, after: string) =>
    `Your estimate goes with this request: ${town}, a bill of ${before} now and ${after} with solar.`,
  detach: 'Send it without the estimate',
};
