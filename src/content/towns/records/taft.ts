import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const city = { url: 'https://www.cityoftaft.org/', title: 'City of Taft' } as const;

export const record: TownRecordFile = {
  slug: 'taft',
  kind: 'city',
  intro:
    'Taft sits at the foot of the Temblor Range between the Midway-Sunset and Buena Vista oil fields, and much of its housing is older, some of it built as oil-company homes. PG&E serves the city, and the City of Taft building department at City Hall on Kern Street reviews permits.',
  electric: ownerToVerify({ utility: 'PG&E' }, src.pge),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Go by the name on your gas bill; homes on lease land outside town can differ.' },
    src.socalgas,
  ),
  permit: ownerToVerify(
    {
      office: 'City of Taft Building Department',
      solarAppPlus: 'unknown',
      note: 'Inside city limits; the oil-field land around town is unincorporated and permitted by Kern County. Taft is above the SB 379 population threshold, so it must offer an automated online solar permit; which platform it uses we have not confirmed.',
    },
    city,
  ),
  elevationFeet: ownerToVerify(955, src.gnis),
  designNotes: [
    ownerToVerify(
      'Lots near the Midway-Sunset field can carry pipeline easements and old well sites, so we check state well records and call 811 before any trench or ground mount.',
      src.calgem,
    ),
    ownerToVerify(
      'Older houses from the oil-company era often have small services and aging branch wiring, so a panel inspection and load calculation come before any solar layout.',
      city,
    ),
    ownerToVerify(
      'Summer highs well above 100°F and dust from surrounding lease roads cost panels output to heat and soiling, so we leave a way to reach every row for cleaning.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'The town itself is largely outside the CPUC High Fire-Threat District; the open hills around it are where fire-threat mapping matters, and PG&E lists affected addresses when a shutoff is called.',
    src.pgePsps,
  ),
  programs: [
    read(
      {
        name: 'Medical Baseline (PG&E)',
        note: 'Additional energy at the lowest residential rate for households that rely on life-support equipment or include someone with a qualifying condition such as scleroderma or multiple sclerosis.',
      },
      src.medicalBaseline,
    ),
  ],
  nearby: ['maricopa', 'bakersfield', 'shafter'],
  faqs: [
    {
      question: 'There are old oil wells near my lot. Does that affect solar?',
      answer:
        'It can affect where we dig, not whether you can have solar. Abandoned wells, flowlines and easements limit trenches and ground mounts, so we check state well records and have underground lines marked first. Roof arrays are rarely affected.',
      source: src.calgem,
    },
    {
      question: 'Is Taft big enough to have to offer online solar permits?',
      answer:
        'Yes. SB 379 exempts only the smallest cities, and Taft is above that line, so the City must offer an automated online permit option for residential solar. Which platform it uses, and whether that is SolarAPP+, we confirm when we file.',
      source: src.sb379,
    },
    {
      question: 'My house is an older oil-company home. What should I expect?',
      answer:
        'Expect us to spend time on the electrical system before the solar. Older homes here often have small services or wiring that needs repair, and the panel has to be safe to carry solar. Roof framing on older houses also gets a check before we add panels.',
    },
    {
      question: 'Can I get help with my PG&E bill in Taft?',
      answer:
        'Yes. PG&E runs income-qualified programs such as CARE and FERA, and Medical Baseline helps households that rely on medical equipment or need cooling for a health condition. Our CARE page explains how enrollment works with solar.',
      source: src.medicalBaseline,
    },
  ],
  modified: '2026-11-23',
};
