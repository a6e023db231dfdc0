import type { TopicTemplate } from '@/content/topics/types';

/** Agriculture: the services/agriculture topic of the areas page (docs/behaviour.md#routes), canonical slug `agriculture`. */
export const farmTopics: readonly TopicTemplate[] = [
  {
    slug: 'agriculture',
    title: 'Farm Solar and Electric Around {location}',
    description:
      'Farm and ranch electrical work around {location}: well pump panels, VFDs, shop power and solar that offsets irrigation load, by licensed electricians.',
    keywords: ['agricultural solar {location}', 'farm electrician {location}', 'well pump electrician', 'agrivoltaics Kern County'],
    serviceName: 'Agricultural Electrical and Solar Services',
    hero: {
      eyebrow: 'Agriculture around {location}',
      heading: 'Farm power and solar for growers around {location}',
      lead: 'Pumps that start every time, panels that survive dust and heat, and solar sized against the irrigation load: electrical work for the farms of Kern County.',
      image: 'agrivoltaic',
      imageAlt: 'Raised solar rows over crop rows beside a pump house.',
    },
    sections: [
      {
        header: 'Pumps and motors that start every time',
        paragraphs: [
          'A well pump that trips in July costs a crop. We service and replace pump panels, soft starters and variable frequency drives (VFDs) on motors from a few horsepower up to large irrigation wells, and rewire controls that have cooked in the sun.',
          'A VFD alone often cuts a pump’s energy use noticeably, because most wells do not need full flow all day.',
        ],
        image: 'panel',
        imageAlt: 'An open electrical panel with rows of breakers beside its meter.',
      },
      {
        header: 'Solar that offsets the irrigation load',
        paragraphs: [
          'Irrigation runs hardest in the sunniest months, which suits solar well. With meter aggregation, one array can offset several pump meters on the same or adjoining parcels.',
          '{utilityNote} We model the array against your ag rate schedule and demand charges, not a residential rule of thumb.',
        ],
        image: 'roof-array',
        imageAlt: 'Rows of tilted solar panels on a large flat roof.',
      },
      {
        header: 'Agrivoltaics: crops and panels on the same ground',
        paragraphs: [
          'Raised arrays over crop rows or along field edges produce power while shading the plants beneath. In the hottest weeks that shade can reduce heat stress and water loss for some crops. We design the height and row spacing around your equipment.',
        ],
        image: 'agrivoltaic',
        imageAlt: 'Raised solar panels above rows of crops in the sun.',
      },
      {
        header: 'Shops, coolers and processing',
        paragraphs: [
          '{terrainNote} Cold storage, packing lines and shop equipment need clean, well-sized power. We do service upgrades, three-phase distribution and emergency repairs on a 24/7 line. {driveNote}',
        ],
        bullets: [
          'Three-phase service and distribution',
          'Cold storage and cooler circuits',
          'Backup power for critical loads',
          'Lighting for yards and barns',
        ],
        image: 'van',
        imageAlt: 'A service van with a ladder on the roof, ready for a call-out.',
      },
    ],
    cards: ['agriculture', 'commercial-solar', 'oil-gas', 'general-electric'],
    form: {
      heading: 'Talk to us about your farm or ranch near {location}',
      text: 'Tell us about the pumps, meters and buildings you run. We will set up a site walk and come back with options for repairs, upgrades or solar.',
      points: ['Licensed electricians who know ag work', 'Site walk at no charge', 'Solar modeled on your ag rate'],
    },
    modified: '2026-11-20',
  },
];
