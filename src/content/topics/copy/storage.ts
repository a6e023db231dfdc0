import { homeownerCreditLastYear } from '@/content/facts/incentive-text';
import { incentivesAsOf } from '@/content/facts/incentives';
import type { TopicTemplate } from '@/content/topics/types';
import { charging, milesPerHour } from '@/content/facts/charging';

/** Storage and vehicles: backup batteries, owning an EV, charger installation. */
export const storageTopics: readonly TopicTemplate[] = [
  {
    slug: 'backup-battery',
    title: 'Backup Battery Installation in {location}',
    description:
      'Home backup batteries for {location}: Tesla Powerwall 3, Enphase IQ Battery 5P or FranklinWH aPower, sized for outages, heat and NEM 3.0 savings.',
    keywords: ['backup battery {location}', 'home battery {location}', 'Powerwall installer {location}', 'battery backup Kern County'],
    serviceName: 'Home Backup Battery Installation',
    hero: {
      eyebrow: 'Backup batteries for {location}',
      heading: 'Keep the lights, fridge and AC on in {location} when the grid goes down',
      lead: 'A home battery charges from your solar or the grid and takes over in a fraction of a second when the power fails. We size it for what you need to keep running.',
      image: 'battery',
      imageAlt: 'Two wall-mounted home batteries and a gateway connected by conduit in a garage.',
    },
    sections: [
      {
        header: 'Why outages hit harder here',
        paragraphs: [
          '{terrainNote} Heat waves strain the grid in the late afternoon, and in fire season utilities may switch lines off for hours or days as a precaution.',
          'If someone at home depends on powered medical equipment, a fridge full of insulin or an oxygen concentrator, a battery is not a luxury. Tell us, and we design around it first.',
        ],
        image: 'land',
      },
      {
        header: 'Choosing the battery',
        paragraphs: [
          'We install the Tesla Powerwall 3 (13.5 kWh with a built-in solar inverter), the Enphase IQ Battery 5P (5 kWh modules that stack) and the FranklinWH aPower (13.6 kWh, works with most existing solar). Which one fits depends on your existing system, your panel and how much you want to back up.',
        ],
        bullets: [
          'Essential loads: fridge, lights, internet, well pump or gas furnace fan',
          'Whole home: add enough capacity and power to start the AC',
          'Stackable: start with one unit, add more later',
        ],
        image: 'battery',
        imageAlt: 'Home batteries mounted on a garage wall beside a window.',
      },
      {
        header: 'Savings every day, not only during outages',
        paragraphs: [
          'Under NEM 3.0, solar sent to the grid at noon earns a small credit, while power bought from 4 to 9 pm costs the most. A battery stores the midday surplus and runs the house through the evening peak. {utilityNote}',
          `The federal tax credit for home batteries ended after ${homeownerCreditLastYear}, but many households qualify for state SGIP battery rebates, especially where fire-season shutoffs hit; we check before you buy.`,
        ],
        image: 'bill',
        imageAlt: 'An electric bill with a bar chart of monthly use beside a utility meter.',
      },
      {
        header: 'Installed so it works on the worst day',
        paragraphs: [
          'Batteries lose capacity when they run hot. We mount them out of direct sun, on a wall with airflow, and in garages that bake in summer we talk through the placement before anything is drilled. The transfer switch and critical-loads panel are wired and tested with the main breaker off before we leave.',
        ],
        image: 'panel',
        imageAlt: 'An open main service panel beside the utility meter.',
      },
    ],
    cards: ['batteries', 'residential-solar', 'system-upgrades', 'general-electric'],
    form: {
      heading: 'Get a backup battery quote for {location}',
      text: 'Tell us what you want to keep running in an outage and whether you already have solar. We will come back with options and prices.',
      points: ['Sized to your critical loads', 'Works with new or existing solar', 'SGIP rebate check included'],
    },
    modified: incentivesAsOf,
  },
  {
    slug: 'electric-vehicle',
    title: 'EV Ownership in {location}: Rates and Solar',
    description:
      'Own or plan an electric vehicle in {location}? What home charging costs, which time-of-use rate fits, and how solar and your main panel fit in.',
    keywords: ['electric vehicle {location}', 'EV home charging {location}', 'EV rate plan', 'charge EV with solar'],
    serviceName: 'Electric Vehicle Home Power Planning',
    hero: {
      eyebrow: 'Electric vehicles in {location}',
      heading: 'Running an electric vehicle in {location} for less',
      lead: 'Where and when you charge decides what an EV costs to run. We set up home charging, your panel and your rate plan so most of your miles cost the least.',
      image: 'ev',
      imageAlt: 'An electric car plugged into a wall charger in a home garage.',
    },
    sections: [
      {
        header: 'What home charging really costs',
        paragraphs: [
          'A typical EV uses about 30 kWh per 100 miles. Charged overnight on an off-peak rate it costs a fraction of gasoline; charged at 6 pm on a peak rate it can cost two or three times as much. Timing is the whole game.',
          '{utilityNote} We help you pick the plan that suits your driving, then set the car or charger to start after the 4-9 pm peak.',
        ],
        image: 'bill',
        imageAlt: 'An electric bill with monthly bars beside a utility meter.',
      },
      {
        header: 'Level 1 or Level 2?',
        paragraphs: [
          `The cord that came with the car adds ${milesPerHour(charging.level1)} miles of range per hour on a normal outlet: fine for short commutes. A Level 2 charger on a 40 A, 240 V circuit adds about ${milesPerHour(charging.level2on40)} miles per hour, enough for long commutes across the county and weekend trips.`,
        ],
        bullets: [
          'Level 1: any 120 V outlet, slow but free',
          'Level 2: dedicated 240 V circuit, 40-60 A',
          'Two EVs: load sharing instead of a second big circuit',
        ],
        image: 'ev',
        imageAlt: 'A wall charger with its cable connected to a parked electric car.',
      },
      {
        header: 'Will your panel take it?',
        paragraphs: [
          'A Level 2 charger is one of the largest loads in a home, alongside the air conditioner. We do a load calculation before we quote. Often a smaller breaker or a load-managing charger avoids a full panel upgrade; when it does not, we say so up front.',
        ],
        image: 'panel',
        imageAlt: 'An open residential main panel with its breakers.',
      },
      {
        header: 'Charging from your own roof',
        paragraphs: [
          'Adding an EV raises your usage, and under NEM 3.0 solar pays back best when you use the power yourself. If you are home in the day, or have a battery, the car can run on sunshine for much of the year.',
          '{terrainNote} For the car itself, a garage or carport is kinder to its battery than a driveway exposed to summer sun and winter cold.',
        ],
        image: 'home',
        imageAlt: 'A house roof covered in solar panels with the sun behind it.',
      },
    ],
    cards: ['ev-chargers', 'residential-solar', 'system-upgrades', 'batteries'],
    form: {
      heading: 'Set up EV charging at your {location} home',
      text: 'Tell us what you drive (or plan to), how far you commute and the size of your panel if you know it. We will recommend the simplest setup.',
      points: ['Load calculation before any quote', 'Permit and inspection included', 'Advice on the right rate plan'],
    },
    modified: '2026-11-20',
  },
  {
    slug: 'ev-charging',
    title: 'Level 2 EV Chargers in {location}',
    description:
      'Level 2 EV chargers in {location} by licensed electricians: load check, dedicated 240 V circuit, permit and inspection, for homes and businesses.',
    keywords: [
      'EV charger installation {location}',
      'Level 2 charger {location}',
      'electrician EV charger',
      'workplace EV charging {location}',
    ],
    serviceName: 'EV Charger Installation',
    hero: {
      eyebrow: 'EV charging in {location}',
      heading: 'EV charger installation in {location}, done right the first time',
      lead: 'A Level 2 charger is a 240 V, 40-60 A circuit that runs for hours at full load. It deserves a licensed electrician, a load check and a permit.',
      image: 'ev',
      imageAlt: 'An electric car plugged into a wall charger in a home garage.',
    },
    sections: [
      {
        header: 'A safe circuit for hours of full load',
        paragraphs: [
          'Chargers pull their full current for hours, which is exactly what exposes a loose lug or an undersized wire. We size conductors for continuous load, torque every termination to spec and use a breaker matched to the charger.',
          '{terrainNote} Outdoor chargers get weather-rated enclosures and UV-rated conduit.',
        ],
        image: 'panel',
        imageAlt: 'An open main service panel beside the utility meter.',
      },
      {
        header: 'Hardwired or plug-in',
        paragraphs: [
          'A hardwired charger is the tidiest and usually the safest choice for a garage. A NEMA 14-50 outlet makes sense if you want to take the charger with you when you move. Either way we install to the maker’s instructions, which the inspector checks.',
        ],
        bullets: [
          'Load calculation and panel check',
          'Dedicated circuit and breaker',
          'City or county permit and inspection',
          'Charger set to charge after the 4-9 pm peak',
        ],
        image: 'ev',
        imageAlt: 'A wall-mounted charger with its cable coiled beside a parked car.',
      },
      {
        header: 'Chargers for shops, offices and fleets',
        paragraphs: [
          'For businesses around {location} we install workplace and fleet charging: pedestal chargers, load management across several ports and, where it pays, a service upgrade planned with {utility}. We look at demand charges before recommending how many chargers run at once.',
        ],
        image: 'roof-array',
        imageAlt: 'A commercial building with solar panels on its flat roof.',
      },
      {
        header: 'Pair it with solar or a battery',
        paragraphs: [
          'A charger adds 2,000-4,000 kWh a year for a typical commuter. If you have solar, we check whether the array still covers your use, and if a battery is planned, we wire the charger so it never drains the backup you keep for outages.',
        ],
        image: 'battery',
        imageAlt: 'Two wall-mounted home batteries with a gateway in a garage.',
      },
    ],
    cards: ['ev-chargers', 'system-upgrades', 'commercial-electric', 'residential-solar'],
    form: {
      heading: 'Get an EV charger quote in {location}',
      text: 'Tell us your car, where you want the charger and whether it is a home or a business. A photo of your main panel helps us quote faster.',
      points: ['Licensed electricians, never a handyman', 'Permit and inspection included', 'Most home installs done in one day'],
    },
    modified: '2026-11-20',
  },
];
