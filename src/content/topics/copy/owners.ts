import { homeownerCreditLastYear } from '@/content/facts/incentive-text';
import { incentivesAsOf } from '@/content/facts/incentives';
import { sourcesOf } from '@/content/facts/incentive-sources';
import type { TopicTemplate } from '@/content/topics/types';
import { degradation } from '@/shared/estimate/degradation';

/**
 * Brand-keyword topics (docs/decisions/006-landing-pages.md): written for owners of, or shoppers comparing, another
 * company's systems. They never claim to be, or to work with, that company.
 */
export const ownerTopics: readonly TopicTemplate[] = [
  {
    slug: 'sunrun',
    title: 'Independent Sunrun Service in {location}',
    description:
      'Sunrun lease or PPA on your {location} home? Independent help with your agreement, roof work, panel upgrades, EV chargers and owning your next system.',
    keywords: ['Sunrun {location}', 'Sunrun lease help', 'solar lease buyout', 'switch from solar lease'],
    serviceName: 'Independent Help for Leased Solar Owners',
    hero: {
      eyebrow: 'Sunrun system owners in {location}',
      heading: 'Living with a Sunrun system in {location}? Independent help',
      lead: 'We are not Sunrun and not affiliated with it. We are local electricians who help homeowners with everything around a leased system, and with what comes after.',
      image: 'home',
      imageAlt: 'A house roof covered in solar panels with the sun behind it.',
    },
    sections: [
      {
        header: 'Start with your agreement',
        paragraphs: [
          'With a lease or PPA, the leasing company owns the panels and is responsible for them under your contract. Work on the system itself, including removing panels for a new roof, has to go through them first, or you may break the terms.',
          'Bring us the agreement and we will help you read the parts that matter: the monthly escalator, the term, what happens when you sell the house, and any buyout option.',
        ],
        image: 'crew',
        imageAlt: 'A crew member with a tablet going through paperwork in front of a solar array.',
      },
      {
        header: 'Electrical work around a leased system',
        paragraphs: [
          'The main panel, EV charger, generator inlet and new circuits in your house are yours, and our licensed electricians can do that work. We coordinate with the leasing company where the work touches their equipment, so nothing is voided.',
        ],
        bullets: [
          'Main panel upgrades',
          'EV charger installation',
          'Circuits for a heat pump or shop',
          'Troubleshooting that is on your side of the meter',
        ],
        image: 'panel',
        imageAlt: 'An open main service panel beside the meter.',
      },
      {
        header: 'Is the system still saving you money?',
        paragraphs: [
          'Lease and PPA payments often rise every year, while panels lose about 0.5% of output a year. We compare your payment plus your remaining electric bill with what you paid before, so you know where you stand.',
          '{terrainNote} Weather takes its toll on any system, so if production has dropped by more than age explains, ask the leasing company for a service visit: under most agreements that is their job.',
        ],
        image: 'bill',
        imageAlt: 'An electric bill with monthly bars beside a utility meter.',
      },
      {
        header: 'When the agreement ends, or you want out',
        paragraphs: [
          `At the end of the term you can usually renew, buy the system or have it removed. If you own your next system instead, every dollar of savings is yours, though there is no federal credit for it since the homeowner credit ended after ${homeownerCreditLastYear}. We quote it with a battery for NEM 3.0 and cash or loan terms of 5 to 20 years.`,
        ],
        image: 'battery',
        imageAlt: 'Home batteries on a garage wall with their gateway.',
      },
    ],
    cards: ['system-upgrades', 'residential-solar', 'batteries', 'ev-chargers'],
    form: {
      heading: 'Get independent advice on your leased system',
      text: 'Tell us what you need: a panel upgrade, a charger, a second opinion on your agreement, or a quote to own your next system.',
      points: ['Not affiliated with any solar lease company', 'Licensed electricians', 'No obligation'],
    },
    cites: sourcesOf([degradation]),
    modified: incentivesAsOf,
  },
  {
    slug: 'sunpower',
    title: 'Independent SunPower Service in {location}',
    description:
      'Own a SunPower system in {location}? Independent service for monitoring that went quiet, inverter and panel faults, batteries, expansions and NEM 2.0.',
    keywords: ['SunPower service {location}', 'SunPower repair', 'SunPower monitoring not working', 'solar repair {location}'],
    serviceName: 'Independent Service for Existing Solar Systems',
    hero: {
      eyebrow: 'SunPower system owners in {location}',
      heading: 'Service for SunPower systems in {location}, from independent electricians',
      lead: 'Since SunPower’s 2024 bankruptcy, many owners no longer have an installer to call. We are independent, not affiliated with SunPower, and we service the systems it sold.',
      image: 'home',
      imageAlt: 'A house roof with solar panels in the afternoon sun.',
    },
    sections: [
      {
        header: 'First: is it still producing?',
        paragraphs: [
          'Many owners only notice a problem when the true-up arrives. Check your monitoring, or read the net meter: on a sunny afternoon the usage should be falling or running backwards. If it is not, something is off.',
        ],
        bullets: [
          'Monitoring shows zero or stopped updating',
          'An error light on the inverter or gateway',
          'A tripped solar breaker in the main panel',
          'Bills creeping up with no change in use',
        ],
        image: 'panel',
        imageAlt: 'An open main service panel with the solar breaker, beside the meter.',
      },
      {
        header: 'Monitoring that stopped reporting',
        paragraphs: [
          'Often the system is fine and only the monitoring went quiet: a new router, a changed Wi-Fi password or a failed gateway. We reconnect it, or fit independent monitoring so you can see production again.',
        ],
        image: 'crew',
        imageAlt: 'A technician with a tablet in front of a solar array.',
      },
      {
        header: 'Repairs, warranties and expansions',
        paragraphs: [
          'Panel and microinverter warranties often sit with the manufacturer, not the installer, and can still be claimed. We diagnose the fault, document it for the claim and replace parts with compatible ones where the originals are no longer made.',
          'If your bills have grown, we can add panels or a battery while protecting any NEM 2.0 terms you still hold, and file the change with {utility} for you.',
        ],
        image: 'battery',
        imageAlt: 'Home batteries mounted on a garage wall.',
      },
      {
        header: 'Looking after it for the next 20 years',
        paragraphs: [
          '{terrainNote} A yearly check of connections, breakers and production keeps a good system good. We service solar systems across Kern County, including ones we did not install.',
        ],
        image: 'van',
        imageAlt: 'A service van parked outside a home with rooftop solar.',
      },
    ],
    cards: ['system-upgrades', 'batteries', 'residential-solar', 'general-electric'],
    form: {
      heading: 'Book service for your solar system',
      text: 'Tell us what you see: an error, no monitoring, a high bill. A photo of the inverter or gateway label helps us bring the right parts.',
      points: ['Independent, not affiliated with SunPower', 'Diagnosis before any repair', 'Warranty claim paperwork prepared'],
    },
    modified: '2026-11-20',
  },
  {
    slug: 'sanova',
    title: 'Comparing a Sanova Quote in {location}?',
    description:
      'Got a Sanova quote for your {location} home? Compare it line by line: size, price per watt, equipment, warranties, financing fees and NEM 3.0 savings.',
    keywords: ['Sanova solar {location}', 'compare solar quotes {location}', 'solar quote second opinion', 'price per watt solar'],
    serviceName: 'Solar Quote Comparison and Second Opinion',
    hero: {
      eyebrow: 'Comparing solar quotes in {location}',
      heading: 'Weighing a Sanova quote in {location}? Compare it fairly',
      lead: 'We are not affiliated with Sanova and say nothing against anyone’s offer. We show you how to compare any two solar quotes, and give you ours to compare.',
      image: 'bill',
      imageAlt: 'A bill with a bar chart of monthly use beside an electric meter.',
    },
    sections: [
      {
        header: 'Compare the same things',
        paragraphs: [
          'Quotes are hard to compare when they are built differently. Put them side by side on these lines and the differences show.',
        ],
        bullets: [
          'System size in kW and expected production in kWh per year',
          'Price per watt, and any incentive the quote subtracts, with its source',
          'Panel, inverter and battery models, and who honors each warranty',
          'Loan term, rate and any dealer fee built into the price',
        ],
        image: 'crew',
        imageAlt: 'A crew member with a tablet reviewing a design in front of a solar array.',
      },
      {
        header: 'Check the savings promise',
        paragraphs: [
          'Under NEM 3.0, exported power earns a small credit, so a quote that counts every kilowatt-hour at the retail rate overstates savings. Ask which tariff the estimate uses. {utilityNote}',
          'A realistic estimate also assumes about 0.5% output loss a year and uses weather data for your address, not a statewide average. {terrainNote}',
        ],
        image: 'home',
        imageAlt: 'A house roof covered in solar panels.',
      },
      {
        header: 'Ask who does the work',
        paragraphs: [
          'Ask whether the installers are the company’s own licensed employees, who handles the permit and interconnection, and who you call in year ten. Those answers matter as much as the price.',
        ],
        image: 'van',
        imageAlt: 'A service van outside a home with rooftop solar.',
      },
      {
        header: 'Our quote, for comparison',
        paragraphs: [
          'We size from your meter data, name every component and show price per watt. Our crews install in 1-3 days. If the other quote is the better deal, we will tell you.',
        ],
        image: 'ranch',
        imageAlt: 'A ranch house with solar on the roof and a battery on the side wall.',
      },
    ],
    cards: ['residential-solar', 'our-process', 'batteries', 'system-upgrades'],
    form: {
      heading: 'Get a second quote to compare',
      text: 'Tell us about your home and, if you like, what the other quote offers. We will send ours in the same terms so the comparison is fair.',
      points: ['Not affiliated with Sanova', 'Equipment and price per watt in writing', 'No pressure, no obligation'],
    },
    cites: sourcesOf([degradation]),
    modified: incentivesAsOf,
  },
];
