import {
  endDate,
  firstYearWithout,
  gasPercentOf,
  homeownerCreditLastYear as lastYear,
  incentiveSentences,
  longDate,
  orEndDate,
  percentOf,
} from '@/content/facts/incentive-text';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import { sourcesOf } from '@/content/facts/incentive-sources';
import type { TopicTemplate } from '@/content/topics/types';
import { degradation } from '@/shared/estimate/degradation';
import { callbackPeriod } from '@/content/callback';

const { fed25d, fed30c, fed48e, sgip, rsse, care, fera, dacSash, solarExclusion } = incentives;

/** Solar topics: installer, contractor, whole-home plan, tax credits. */
export const solarTopics: readonly TopicTemplate[] = [
  {
    slug: 'solar-installer',
    title: 'NEM 3.0 Solar Installer in {location}',
    description:
      'Looking for a solar installer in {location}? We design from your meter data, install in 1-3 days and file the interconnection forms with {utility}.',
    keywords: ['solar installer {location}', 'solar panels {location}', 'home solar {location} CA', 'NEM 3.0 solar'],
    serviceName: 'Residential Solar Installation',
    hero: {
      eyebrow: 'Solar installer for {location}',
      heading: 'Solar for {location} homes, sized from your own usage',
      lead: 'We size every system from twelve months of your usage, install it in 1-3 days and stay your contact for the 25 years the panels are warranted.',
      image: 'ranch',
      imageAlt: 'A single-story ranch house with solar panels across the roof and a battery on the side wall, under a low afternoon sun.',
    },
    sections: [
      {
        header: 'A system sized to your bill, not to a sales quota',
        paragraphs: [
          'Under NEM 3.0, power you send back to the grid earns far less than power you buy, so an oversized system no longer pays. We read your last twelve months of usage, find when you use the most, and size the array to cover what you actually consume.',
          'How much a {location} home saves depends on roof, shade and how much of its use falls in the 4-9 p.m. peak, so your proposal shows the savings on your own bills.',
        ],
        image: 'home',
        imageAlt: 'A house roof covered in blue solar panels with the sun behind it.',
      },
      {
        header: 'Built for the weather here',
        paragraphs: [
          '{terrainNote} We choose panels with a low heat coefficient, racking rated for the wind and weather at your address, and conduit and connectors made for years of UV and dust.',
          'Good panels lose about 0.5% of their output a year. That is the figure we put in your production estimate, so year 20 is planned for on day one.',
        ],
        image: 'land',
      },
      {
        header: 'Permits, inspection and {utility} paperwork handled for you',
        paragraphs: [
          'We pull the county or city permit, meet the inspector on site and file the interconnection application. {utilityNote} You get one project manager who tells you where things stand without you having to chase anyone.',
        ],
        bullets: [
          'Site visit and roof check',
          'Design and permit: usually 2-4 weeks',
          'Installation: 1-3 days',
          'Inspection and permission to operate: the whole process takes 2-3 months',
        ],
        image: 'crew',
        imageAlt: 'Three electricians in hard hats and safety vests standing in front of a solar array, one holding a tablet.',
      },
      {
        header: 'Pricing you can compare line by line',
        paragraphs: [
          'Every proposal shows price per watt, panel and inverter models, and expected production, so you can compare it fairly.',
          `Pay cash, or finance with a solar loan of 5 to 20 years; we also explain how leases and PPAs work so you can choose with the full picture. ${incentiveSentences.exclusionDeadline}`,
        ],
        image: 'van',
        imageAlt: 'A white service van with an amber stripe and a ladder on the roof, parked outside a home with solar panels.',
      },
    ],
    cards: ['residential-solar', 'our-process', 'batteries', 'system-upgrades'],
    form: {
      heading: 'Get a solar quote for your {location} home',
      text: `Send us a few details and an estimator will call you back within ${callbackPeriod.en}. Have a recent electric bill at hand if you can.`,
      points: ['No-pressure design review', 'Production estimate from your own usage', 'Written price with equipment named'],
    },
    cites: sourcesOf([degradation, solarExclusion]),
    modified: '2026-11-26',
  },
  {
    slug: 'solar-contractor',
    title: 'Licensed Solar Contractor in {location}',
    description:
      'Licensed electrical and solar contractor for {location} homes, farms and businesses, with permits and inspections handled for you.',
    keywords: [
      'solar contractor {location}',
      'licensed solar company {location}',
      'commercial solar {location}',
      'C-10 electrical contractor',
    ],
    serviceName: 'Solar and Electrical Contracting',
    hero: {
      eyebrow: 'Solar contractor for {location}',
      heading: 'Licensed solar contracting in {location}, start to finish',
      lead: 'Solar is electrical work first. Our electricians design and install every system under our C-10 license, from a garage roof to a warehouse.',
      image: 'roof-array',
      imageAlt: 'A flat-roofed warehouse with rows of tilted solar panels.',
    },
    sections: [
      {
        header: 'What to check before you sign with any contractor',
        paragraphs: [
          'Ask for the contractor license number and look it up on the state licensing board website: it shows the classification, the bond and any complaints. Ask who will be on your roof: employees, or a subcontractor you have never met.',
        ],
        bullets: [
          'An active electrical (C-10) or solar (C-46) license',
          'Workers compensation for everyone on site',
          'Workmanship warranty in writing',
          'A named project manager',
        ],
        image: 'crew',
        imageAlt: 'Three electricians in hard hats and safety vests in front of a solar array.',
      },
      {
        header: 'Electrical work done to code and labeled for the inspector',
        paragraphs: [
          'Most solar problems we are called to fix are electrical: undersized conductors, a main panel that cannot take the backfeed, loose terminations that cook in summer heat. We torque-check every connection, label every circuit and photograph the work before it is covered.',
          'If your main panel is too small for solar, we say so up front and quote the upgrade, instead of discovering it on install day.',
        ],
        image: 'panel',
        imageAlt: 'An open residential main service panel with its breakers, beside the utility meter.',
      },
      {
        header: 'Homes, shops, farms and commercial roofs',
        paragraphs: [
          'Around {location} we install on homes, detached shops, carports, ag buildings and commercial roofs. Commercial arrays are sized against demand charges as well as energy use, which changes the best size and orientation.',
          '{utilityNote} We handle the interconnection and, for larger systems, the utility studies that come with them.',
        ],
        image: 'roof-array',
        imageAlt: 'Rows of tilted solar panels on a flat commercial roof.',
      },
      {
        header: 'Still here after the install',
        paragraphs: [
          'Panels carry a 25-year warranty, and somebody has to answer the phone for all of those years. We monitor the systems we install, call you when production drops, and send the same crews back for service.',
          '{driveNote} Ask us for customers near you who will tell you how it went.',
        ],
        image: 'van',
        imageAlt: 'A service van parked outside a home with rooftop solar.',
      },
    ],
    cards: ['residential-solar', 'commercial-solar', 'commercial-electric', 'our-process'],
    form: {
      heading: 'Talk to a licensed contractor about your project',
      text: `Tell us what you want to build or fix in {location}. We reply within ${callbackPeriod.en} with next steps and, where it helps, a site visit.`,
      points: ['Work done under our C-10 license', 'Free site visit for most projects', 'Written scope and price'],
    },
    modified: '2026-11-20',
  },
  {
    slug: 'home-energy',
    title: 'Home Energy Plans in {location}',
    description:
      'One plan for your {location} home: solar, battery backup, main panel capacity and EV charging designed together, so each upgrade fits the next one.',
    keywords: ['home energy {location}', 'whole home energy plan', 'solar and battery {location}', 'home electrification {location}'],
    serviceName: 'Home Energy Planning and Installation',
    hero: {
      eyebrow: 'Home energy in {location}',
      heading: 'One energy plan for your whole {location} home',
      lead: 'Solar, a battery, a bigger panel, an EV charger, a heat pump: each one changes the others. We plan them together so you only open the walls once.',
      image: 'ranch',
      imageAlt: 'A ranch house with solar on the roof and a battery on the side wall at sunset.',
    },
    sections: [
      {
        header: 'Start with how your home uses power',
        paragraphs: [
          'We look at a year of your usage by the hour: when the air conditioner runs, when the car charges, when the pool pump kicks on. That tells us which upgrade saves the most first, and in which order the rest should follow.',
          '{utilityNote} PG&E and SCE time-of-use plans both charge the most from 4 to 9 p.m., so moving use out of those hours is part of every plan we write.',
        ],
        image: 'bill',
        imageAlt: 'An electric bill with a bar chart of monthly use beside a utility meter.',
      },
      {
        header: 'Make room in the main panel first',
        paragraphs: [
          'Many homes built before the 1990s have a 100 A main panel. Solar, a Level 2 charger and a heat pump together can outgrow it. We calculate the load, and where a full 200 A upgrade is not needed we use smart panels or load management to avoid it.',
        ],
        image: 'panel',
        imageAlt: 'An open main service panel beside the electric meter.',
      },
      {
        header: 'Solar and a battery that work as one system',
        paragraphs: [
          'Under NEM 3.0, a battery stores midday solar for the evening peak instead of exporting it for a small credit. Sized together, solar and storage cut more of the bill than solar alone and keep the lights on when the grid goes down.',
          '{terrainNote} We size the battery for the outages you actually see, not only for bill savings.',
        ],
        image: 'battery',
        imageAlt: 'Two wall-mounted home batteries and a gateway connected by conduit in a garage.',
      },
      {
        header: 'Ready for the car you drive next',
        paragraphs: [
          'Even if the EV is a year away, we can run the circuit while the walls are open and the panel is being worked on. It costs far less now than as a separate job later.',
        ],
        bullets: [
          'Level 2 charging on a dedicated 240 V circuit',
          'Charging scheduled outside the 4-9 p.m. peak',
          'Room left in the plan for a second vehicle',
        ],
        image: 'ev',
        imageAlt: 'An electric car plugged into a wall charger in a home garage.',
      },
    ],
    cards: ['residential-solar', 'batteries', 'system-upgrades', 'ev-chargers'],
    form: {
      heading: 'Plan your home energy upgrades in {location}',
      text: 'Tell us what you are thinking about, from one upgrade to all of them. We will suggest the order that saves the most and costs the least.',
      points: ['One plan, one crew, one permit where possible', 'Load calculation included', 'Cash, loan, lease or PPA explained'],
    },
    modified: '2026-11-20',
  },
  {
    slug: 'solar-tax-credits',
    title: `Solar Tax Credits in {location} After ${lastYear}`,
    description: `The homeowner solar credit ended after ${lastYear}. What {location} homeowners can still use: leases, CARE, FERA, DAC-SASH and the property-tax exclusion.`,
    keywords: [
      'solar tax credit {location}',
      `solar tax credit ended ${lastYear}`,
      'solar lease tax credit',
      'SGIP battery rebate {location}',
    ],
    serviceName: 'Solar Installation with Incentive Guidance',
    hero: {
      eyebrow: 'Solar incentives in {location}',
      heading: 'The homeowner solar credit has ended. Here is what is left in {location}',
      lead: `Public Law 119-21 ended the federal credit for home solar and batteries finished after ${endDate(fed25d)}. These are the facts as of ${longDate(incentivesAsOf)}, and what they mean for a {location} home.`,
      image: 'home',
      imageAlt: 'A house roof with solar panels in the afternoon sun.',
    },
    sections: [
      {
        header: 'What ended, and when',
        paragraphs: [
          `The residential clean energy credit (section ${fed25d.code} of the federal tax code) returned ${percentOf(fed25d)} of the cost of solar and batteries on your home. It is not allowed for expenditures made after ${endDate(fed25d)}, and the IRS counts an expenditure as made when the installation is complete, so a system finished in ${firstYearWithout(fed25d)} gets nothing, even if it was signed earlier.`,
          `If your system was finished in ${lastYear} or earlier, the credit still belongs on that year's return, and any part you could not use carries forward. The EV charger credit (section ${fed30c.code}) ended too, for chargers placed in service after ${endDate(fed30c)}.`,
        ],
        image: 'bill',
        imageAlt: 'A bill and a meter, illustrating household energy costs.',
      },
      {
        header: 'A lease or PPA: the credit goes to the company',
        paragraphs: [
          `A leasing company or PPA provider is a business, and a business can still claim the clean electricity investment credit (section ${fed48e.code}) on a system it owns on your roof, if the system is placed in service by ${orEndDate(fed48e)} and meets new limits on parts from foreign entities of concern. You do not claim it; the company decides how much of it reaches your rate.`,
          'Compare a lease on the first-year price per kilowatt-hour, the yearly increase and the buyout terms against a cash or loan price for the same system, and ask what happens if the company cannot claim its credit.',
        ],
        image: 'ranch',
        imageAlt: 'A ranch house with rooftop solar and a battery on the side wall.',
      },
      {
        header: 'What is left for {location} homes',
        paragraphs: [
          `{utilityNote} ${incentiveSentences.sgipStatus}`,
          `CARE takes ${percentOf(care)} off electric bills and ${gasPercentOf(care)} off gas, and FERA takes ${percentOf(fera)} off electric bills. Income-qualified homeowners in a disadvantaged community may get rooftop solar at no cost through DAC-SASH, run by GRID Alternatives.`,
        ],
        bullets: [
          incentiveSentences.sgipShort,
          `CARE (${percentOf(care)}) and FERA (${percentOf(fera)}) bill discounts`,
          'DAC-SASH: no-cost solar for income-qualified homeowners',
          incentiveSentences.exclusionShort,
        ],
        image: 'battery',
        imageAlt: 'Wall-mounted home batteries with their gateway.',
      },
      {
        header: 'What to do now',
        paragraphs: [
          'Price a system you would own without any federal credit: a quote that still subtracts one is out of date. Size it for your own summer afternoons and evenings, because under net billing the savings come from the power you use, not the power you export.',
          'After permission to operate you receive an itemized invoice with equipment, labor and the in-service date, for your records, your insurer and your tax preparer. We are not tax advisers, and we will tell you when a question belongs with one.',
        ],
        image: 'crew',
        imageAlt: 'An installation crew in front of a solar array, one member holding a tablet.',
      },
    ],
    cards: ['residential-solar', 'batteries', 'our-process', 'system-upgrades'],
    form: {
      heading: 'Get a quote priced for today’s rules',
      text: 'Ask for a quote and we will show the full price, any program you may qualify for, and cash, loan and lease side by side.',
      points: ['Itemized invoice', 'Loan terms from 5 to 20 years', 'No obligation'],
    },
    cites: sourcesOf([fed25d, fed30c, fed48e, sgip, rsse, care, fera, dacSash, solarExclusion]),
    modified: incentivesAsOf,
  },
];
