import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const city = { url: 'https://www.cityofdelano.org/', title: 'City of Delano' } as const;

export const record: TownRecordFile = {
  slug: 'delano',
  kind: 'city',
  intro:
    'Delano is table-grape country at the north end of Kern County, and our work here is split between homes and the pumps, cold storage and shops that serve the vineyards. PG&E serves the city; the City of Delano issues permits inside city limits, while farm parcels outside town go to Kern County.',
  electric: ownerToVerify({ utility: 'PG&E' }, src.pge),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Homes in town are generally on natural gas; ranch houses outside town may use propane.' },
    src.socalgas,
  ),
  permit: ownerToVerify(
    {
      office: 'City of Delano Building & Safety Department',
      solarAppPlus: 'unknown',
      note: 'Inside city limits only; parcels outside town are permitted by Kern County. As a city well above the SB 379 population threshold, Delano must offer an automated online solar permit; which platform it uses we have not confirmed.',
    },
    city,
  ),
  elevationFeet: ownerToVerify(315, src.gnis),
  designNotes: [
    ownerToVerify(
      'Vineyard pumps, cold storage and packing sheds usually run on their own PG&E agricultural accounts, often three-phase, so farm solar is planned meter by meter rather than as one system.',
      src.pge,
    ),
    ownerToVerify(
      'Cold storage keeps refrigeration running through warm summer nights, after the panels stop producing, so load-shifting and rate timing matter as much as the size of the array.',
      src.pge,
    ),
    ownerToVerify(
      'Harvest traffic on dirt roads and dry summers leave dust on panels near the vineyards, so arrays beside working rows need room for washing and clearance for equipment.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'Delano is on the flat valley floor, generally outside the CPUC High Fire-Threat District, so planned shutoffs are uncommon here; a battery in Delano is more about evening rates and heat-wave outages than fire season.',
    src.pgePsps,
  ),
  programs: [
    read(
      {
        name: 'Medical Baseline (PG&E)',
        note: 'Extra energy billed at the lowest residential rate when a household member depends on life-support equipment or has a qualifying condition such as multiple sclerosis or a compromised immune system.',
      },
      src.medicalBaseline,
    ),
  ],
  nearby: ['wasco', 'shafter', 'bakersfield'],
  faqs: [
    {
      question: 'Who issues the permit for solar on a vineyard outside Delano city limits?',
      answer:
        'Kern County Public Works. The City of Delano only permits work inside city limits, so a pump or shed on a ranch outside town goes to the County. We check the parcel before we apply.',
      source: src.kernBuilding,
    },
    {
      question: 'Can one solar array cover several pump meters on the same ranch?',
      answer:
        'Sometimes. PG&E offers meter aggregation for a customer with several meters on the same or adjoining parcels, with its own rules on sizing and billing. Whether it fits your pumps depends on your rate schedules and parcel layout, which we check with PG&E before we design.',
      source: src.pge,
    },
    {
      question: 'Our packing shed runs cold storage all night. Does solar still make sense?',
      answer:
        'It can, but the numbers depend on when you use power, not only how much. Solar covers daytime load; night refrigeration is billed at other hours, so we look at your interval data and rate plan, and sometimes a battery or a schedule change, before proposing a size.',
    },
    {
      question: 'Are there bill programs for lower-income households in Delano?',
      answer:
        'Yes. PG&E runs income-qualified programs such as CARE and FERA, and Medical Baseline helps households that rely on medical equipment or need cooling for a health condition. Our CARE page explains how enrollment works with solar.',
      source: src.medicalBaseline,
    },
  ],
  modified: '2026-11-23',
};
