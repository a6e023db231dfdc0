import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const city = { url: 'https://www.cityofwasco.org/', title: 'City of Wasco' } as const;

export const record: TownRecordFile = {
  slug: 'wasco',
  kind: 'city',
  intro:
    'Wasco is ringed by almond and pistachio orchards and the rose fields the town is known for, and many customers here have both a house and an irrigation pump to think about. PG&E serves the city, and the City of Wasco handles building permits inside city limits.',
  electric: ownerToVerify({ utility: 'PG&E' }, src.pge),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'In-town homes are generally on natural gas; farmhouses beyond the mains may use propane.' },
    src.socalgas,
  ),
  permit: ownerToVerify(
    {
      office: 'City of Wasco (building permits at City Hall)',
      solarAppPlus: 'unknown',
      note: 'Inside city limits only; ranch parcels outside town go to Kern County. SB 379 requires a city of this size to offer an automated online solar permit; which platform Wasco uses we have not confirmed.',
    },
    city,
  ),
  elevationFeet: ownerToVerify(328, src.gnis),
  designNotes: [
    ownerToVerify(
      'Irrigation pumps around Wasco usually sit far from the house meter, so pump solar is typically a separate ground mount near the pump panel on its own PG&E agricultural account.',
      src.pge,
    ),
    ownerToVerify(
      'Almond harvest in late summer and fall raises clouds of dust that settle on nearby panels, so arrays close to orchards need a washing plan and enough tilt to shed winter rain.',
      src.climateZones,
    ),
    ownerToVerify(
      'July and August afternoons above 100°F reduce panel output and push inverters toward their limits, so we mount inverters on shaded north or east walls where we can.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'Wasco is on the open valley floor, generally outside the CPUC High Fire-Threat District, so planned shutoffs are uncommon; pump outages during heat waves are the bigger worry for growers.',
    src.pgePsps,
  ),
  programs: [
    read(
      {
        name: 'Medical Baseline (PG&E)',
        note: 'Additional energy at the lowest residential rate for a household that relies on life-support equipment, including a motorized wheelchair, or has another qualifying condition.',
      },
      src.medicalBaseline,
    ),
  ],
  nearby: ['shafter', 'delano', 'bakersfield'],
  faqs: [
    {
      question: 'Does the City of Wasco or Kern County permit solar on a ranch just outside town?',
      answer:
        'Kern County, if the parcel is outside city limits. The City of Wasco permits work inside the city; the County handles unincorporated land around it. We check the parcel number before we apply.',
      source: src.kernBuilding,
    },
    {
      question: 'Can solar run my irrigation pump directly?',
      answer:
        'Usually not directly. Most farm systems are tied to the grid: the array sends power to PG&E during the day and the pump account is billed against it, so the pump still runs at night or on cloudy days. Stand-alone solar pumps exist, but they suit small wells and livestock water more than irrigation.',
    },
    {
      question: 'Will almond harvest dust ruin my panels?',
      answer:
        'It will not ruin them, but it lowers output until the panels are rinsed. We leave access for washing and set the tilt so winter rain helps clean them. Arrays right next to orchard roads get dirtier than those on a house roof.',
    },
    {
      question: 'Is there bill help for farmworker households in Wasco?',
      answer:
        'Yes. PG&E runs income-qualified programs such as CARE and FERA for households that meet the income limits, whatever their job. Medical Baseline helps households that rely on medical equipment. Our CARE page explains how enrollment works with solar.',
      source: src.medicalBaseline,
    },
  ],
  modified: '2026-11-23',
};
