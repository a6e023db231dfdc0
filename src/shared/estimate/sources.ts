import type { Source } from './fact';
import { degradationSource } from './degradation';

/**
 * Every document the estimator's facts cite, read through the project's stored-copy search in
 * November 2026 (docs/decisions/023-estimate.md lists what each one gave and what is missing).
 */
export const src = {
  cecOffsetTable: {
    url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/california-code-of-regulations/title-20-public-utilities-and-energy/division-2-state-energy-resources-conservation-and-development-commission/chapter-9-solar-energy/article-1-solar-offset-program/section-2702-homebuyer-solar-option',
    title:
      'Cal. Code Regs. tit. 20, § 2702 (Homebuyer Solar Option): estimated annual kWh/kWstc by climate zone, CECPV model (copy of the regulation text)',
  },
  cecClimateZones: {
    url: 'https://www.energy.ca.gov/programs-and-topics/programs/building-energy-efficiency-standards/climate-zone-tool-maps-and',
    title: 'California Energy Commission: Climate zone tool, maps and information',
  },
  orientationFormula: {
    url: 'https://www.solarcalculatorhq.com/calculators/solar-panel-orientation-calculator/',
    title: 'SolarCalculatorHQ: orientation factor formula, calibrated against NREL PVWatts v6 runs',
  },
  degradation: degradationSource,
  degradationReview: {
    url: 'https://research-hub.nrel.gov/en/publications/photovoltaic-degradation-rates-an-analytical-review-2',
    title: 'NREL, Jordan and Kurtz: Photovoltaic Degradation Rates - An Analytical Review (median 0.5 %/year)',
  },
  ratebookPrime: {
    url: 'https://github.com/cbetz/ratebook-homeassistant/blob/main/custom_components/ratebook/vendor/ratebook_ha/tariffs/sce-tou-d-prime.json',
    title: 'Ratebook (open data): SCE TOU-D-PRIME transcribed from the tariff sheets, effective 2026-06-01, verified 2026-07-01',
  },
  ratebookSceTou: {
    url: 'https://github.com/cbetz/ratebook-homeassistant/blob/main/custom_components/ratebook/vendor/ratebook_ha/tariffs/sce-tou-d-4-9pm.json',
    title: 'Ratebook (open data): SCE TOU-D-4-9PM transcribed from the tariff sheets, effective 2026-06-01',
  },
  ratebookEv2a: {
    url: 'https://github.com/cbetz/ratebook-homeassistant/blob/main/custom_components/ratebook/vendor/ratebook_ha/tariffs/pge-ev2-a.json',
    title: 'Ratebook (open data): PG&E EV2-A transcribed from Schedule EV2 (Advice 7921-E), effective 2026-06-01',
  },
  ratebookEtouC: {
    url: 'https://github.com/cbetz/ratebook-homeassistant/blob/main/custom_components/ratebook/vendor/ratebook_ha/tariffs/pge-e-tou-c.json',
    title: 'Ratebook (open data): PG&E E-TOU-C transcribed from the E-TOU-C schedule, effective 2026-06-01',
  },
  sceTouD: {
    url: 'https://www.sce.com/regulatory/tariff-books/rates-pricing-choices',
    title: 'SCE tariff books: Schedule TOU-D (Options 4-9PM and PRIME), Advice 5829-E',
  },
  pgeEv2: {
    url: 'https://www.pge.com/tariffs/assets/pdf/tariffbook/ELEC_SCHEDS_EV2%20(Sch).pdf',
    title: 'PG&E Electric Schedule EV2 (Home Charging EV2-A)',
  },
  pgeEtouC: {
    url: 'https://www.pge.com/tariffs/assets/pdf/tariffbook/ELEC_SCHEDS_E-TOU-C.pdf',
    title: 'PG&E Electric Schedule E-TOU-C',
  },
  pgeElectricHome: {
    url: 'https://www.pge.com/en/account/rate-plans/find-your-best-rate-plan/electric-home.html',
    title: 'PG&E: Electric Home Rate Plan (E-ELEC); Solar Billing Plan customers are enrolled in it',
  },
  pgeSolarBilling: {
    url: 'https://www.pge.com/en/clean-energy/solar/getting-started-with-solar/solar-billing-plan.html',
    title: 'PG&E: Solar Billing Plan (monthly bills, yearly true-up)',
  },
  sceSolarBilling: {
    url: 'https://wwwsysb.sce.com/helpcenter/topics/solar/what-solar-billing-plan',
    title: 'SCE: What is the Solar Billing Plan? (monthly billing, TOU-D-PRIME, credits roll over)',
  },
  sceSettlement: {
    url: 'https://www.sce.com/node?page=36',
    title: 'SCE FAQ: How does my annual settlement bill work? (unused credits forfeited, Net Surplus Compensation)',
  },
  fixedCharge: {
    url: 'https://www.rcrcnet.org/cpuc-establishes-fixed-monthly-charges-electric-customers',
    title: 'RCRC: CPUC establishes income-graduated fixed monthly charges ($6 CARE, $12.08 FERA, $24.15 others)',
  },
  care: {
    url: 'https://homesolarsimplified.com/california-alternate-rate-for-energy/',
    title: 'CARE program text (copy of CPUC page): 30-35 % off electric bills, PUC 739.1',
  },
  fera: {
    url: 'https://liheapch.acf.hhs.gov/dereg/states/casnapshot.htm',
    title: 'LIHEAP Clearinghouse, California snapshot: CARE to 200 %, FERA 200-250 % of poverty guidelines, FERA 18 %',
  },
  nbtExport: {
    url: 'https://www.independent.com/2022/12/21/california-decreases-value-home-solar-energy-to-the-grid/',
    title: 'Santa Barbara Independent (2022-12-21): exports credited at Avoided Cost Calculator values',
  },
  nbtReduction: {
    url: 'https://freedomforever.com/blog/everything-you-need-to-know-about-the-net-billing-tariff/',
    title: 'Freedom Forever (2022-12-23): Net Billing Tariff cuts export values about 75 % on average without a battery',
  },
  energySage2025: {
    url: 'https://pv-magazine-usa.com/2025/04/29/u-s-residential-solar-falls-to-lowest-ever-2-50-per-watt-said-energysage/',
    title: 'pv magazine USA (2025-04-29): EnergySage median quoted price $2.50/W, second half of 2024',
  },
  trackingTheSun: {
    url: 'https://www.solarreviews.com/blog/tracking-the-sun-report-key-findings',
    title: 'SolarReviews on LBNL Tracking the Sun: median installed price about $3.80/W (2020 systems)',
  },
  trackingTheSun2024: {
    url: 'https://www.review-energy.com/solar/one-in-eight-solar-systems-installed-in-2023-in-the-us-included-batteries',
    title: 'Review Energy on LBNL Tracking the Sun 2024: residential medians fell about $0.1/W from 2022 to 2023',
  },
  energySageStorage: {
    url: 'https://www.pv-magazine.com/2023/03/23/us-residential-solar-quotes-hit-average-of-2-85-per-watt/',
    title: 'pv magazine (2023-03-23): EnergySage median storage price $1,339/kWh, second half of 2022',
  },
  energySageStorageCa: {
    url: 'https://latitudemedia.com/news/report-nem-3-0-is-boosting-storage-dragging-down-panel-price-in-california',
    title: 'Latitude Media on EnergySage: California quoted storage prices fell nearly 20 % in 2023',
  },
  loanRates: {
    url: 'https://www.integratesun.com/post/is-solar-still-worth-it-with-high-interest-rates-a-2025-financial-analysis',
    title: 'Integrate Sun (2025): typical solar loan rates 7-9 % APR, citing EnergySage data',
  },
  loanTerms: {
    url: 'https://accountinginsights.org/how-long-are-solar-panel-loans-typical-repayment-terms',
    title: 'Accounting Insights: solar loans commonly run 10 to 20 years, 5 to 25 in all',
  },
  irs25d: {
    url: 'https://www.currentfederaltaxdevelopments.com/blog/2025/8/21/key-modifications-to-energy-credits-and-deductions-under-the-one-big-beautiful-bill-act',
    title: 'Current Federal Tax Developments (2025-08-21): IRS FS-2025-05, no 25D credit for expenditures after 2025-12-31',
  },
  credit48e: {
    url: 'https://www.ey.com/en_us/insights/tax/irs-updates-wind-solar-credit-construction-rules',
    title: 'EY: 48E/45Y for wind and solar - construction begun by 2026-07-04 or in service by 2027-12-31',
  },
  doeAppliances: {
    url: 'https://www.e-education.psu.edu/egee102/node/1915',
    title:
      'Penn State EGEE 102, reproducing DOE Energy Saver wattages: refrigerator 725 W, furnace fan 750 W; fridge runs about a third of the time',
  },
  applianceTable: {
    url: 'https://howtofactsandinfo.com/electric/appliance-rating.html',
    title: 'Appliance wattage table: furnace fan motor 350 W, CFL (60 W equivalent) 18 W, central AC 2.5 ton 3,500 W',
  },
  wellPump: {
    url: 'http://www.davidsonsales.com/power-consumption',
    title: 'Davidson Sales: typical power of home appliances for generator sizing (submersible pump 750 W, well pump 1,000 W)',
  },
  wellPumpStart: {
    url: 'http://pointzeroenergy.com/power-usage-chart/',
    title: 'Point Zero Energy: well pump 1/2 hp 1,000 W running, 2,100-4,000 W starting',
  },
  roomAc: {
    url: 'https://sites.google.com/asapelectricinc.com/asapelectricinc/home/watt-usage',
    title: 'ASAP Electric: window air conditioners 500-1,500 W',
  },
  centralAc: {
    url: 'https://www.pickcomfort.com/3-ton-ac-unit-wattage-energy-usage-operating-costs-and-efficiency-explained/',
    title: 'PickComfort: a 3-ton central air conditioner draws about 3,500-3,800 W',
  },
  oxygen: {
    url: 'https://mobile-manager.mypthub.net/how-much-electricity-does-an-oxygen-machine-use',
    title: 'Oxygen concentrator electricity use: home units 300-600 W',
  },
  oxygenContinuous: {
    url: 'http://www.diamondrx.com/oxygen-therapy/concentrators',
    title: 'Diamond Rx: home oxygen concentrators are designed to run 24 hours a day',
  },
  powerwall3: {
    url: 'https://cleanenergyreviews.info/blog/tesla-powerwall-3-review',
    title: 'Clean Energy Reviews: Tesla Powerwall 3 - 13.5 kWh, 11.5 kW continuous, 185 A locked-rotor start',
  },
  zipCodes: {
    url: 'https://www.countryaah.com/cities-and-towns-in-kern-county-california/',
    title: 'Cities and towns in Kern County with their postal codes',
  },
  taftZip: { url: 'https://mindmaptutor.com/ca-california/taft/', title: 'Taft, CA ZIP code 93268' },
  frazierParkSce: {
    url: 'https://mountainenterprise.com/story/pge-customers-lose-electrical-power-in-lebec/',
    title: 'Mountain Enterprise (2019-10-10): PG&E cut Lebec; Frazier Park and other SCE customers kept power',
  },
  standardAssumptions: {
    url: 'https://info.5y1.org/online-uncertainty-calculator_1_be8f90.html',
    title: 'CPUC D.20-08-001: standardized inputs and assumptions for residential solar bill-savings estimates (copy)',
  },
} as const satisfies Record<string, Source>;
