import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

export const record: TownRecordFile = {
  slug: 'maricopa',
  kind: 'city',
  intro:
    'Maricopa is a small city at the southwest corner of the San Joaquin Valley, where Highways 33 and 166 meet and the Midway-Sunset oil field runs along two sides of town. PG&E serves it, and with about a thousand residents it is one of the cities small enough that state law does not require an automated online solar permit.',
  electric: ownerToVerify({ utility: 'PG&E' }, src.pge),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Go by the name on your gas bill; we confirm it before any gas-to-electric change.' },
    src.socalgas,
  ),
  permit: ownerToVerify(
    {
      office: 'City of Maricopa (City Hall)',
      solarAppPlus: 'unknown',
      note: 'Maricopa is below the SB 379 population threshold, so it is not required to offer an automated online solar permit. Small cities often contract out plan review and inspection; we confirm with City Hall who reviews the plans before we apply.',
    },
    src.sb379,
  ),
  elevationFeet: ownerToVerify(883, src.gnis),
  designNotes: [
    ownerToVerify(
      'The Midway-Sunset field runs right up to the north and east edges of town, so any ground mount or trench starts with a check of well and pipeline records.',
      src.calgem,
    ),
    ownerToVerify(
      'Summers routinely pass 100°F and winter nights can freeze, so exposed conduit, fittings and battery locations are chosen for both extremes.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'Maricopa sits where the valley floor meets the hills; the town is largely outside the CPUC High Fire-Threat District, but lines that serve it run through open country, so check PG&E shutoff notices during fire weather.',
    src.pgePsps,
  ),
  programs: [
    read(
      {
        name: 'Medical Baseline (PG&E)',
        note: 'More energy at the lowest residential rate for a household member who relies on life-support equipment or has a qualifying condition, such as a life-threatening illness.',
      },
      src.medicalBaseline,
    ),
  ],
  nearby: ['taft', 'bakersfield', 'frazier-park'],
  faqs: [
    {
      question: 'Does Maricopa have to offer instant online solar permits like bigger cities?',
      answer:
        'No. SB 379 exempts the smallest cities, and Maricopa is one of them, so the City need not offer an automated platform, and plans are usually reviewed the ordinary way. We prepare the full plan set either way.',
      source: src.sb379,
    },
    {
      question: 'Who inspects a solar job in Maricopa?',
      answer:
        'The City is the permitting authority, but a city this size may use a contract plan reviewer or inspector. We confirm with City Hall who reviews and inspects before we submit, so there are no surprises at the final inspection.',
    },
    {
      question: 'Is solar worth it on a small house with a modest bill?',
      answer:
        'Sometimes not. A small system has fixed costs such as design, permits and interconnection that do not shrink with size, so on a low bill efficiency work or a rate-plan change can come first. We will tell you if the numbers do not work.',
    },
    {
      question: 'Can I get help with my PG&E bill in Maricopa?',
      answer:
        'Yes. PG&E income-qualified programs such as CARE and FERA apply here as anywhere in its territory, and Medical Baseline helps households that rely on medical equipment. Our CARE page explains how enrollment works.',
      source: src.medicalBaseline,
    },
  ],
  modified: '2026-11-23',
};
