import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const solarOrdinance = {
  url: 'https://docs.bakersfieldcity.us/WebLink/DocView.aspx?dbid=0&id=1256019&repo=CITYRECORDS',
  title: 'City of Bakersfield: Ordinance 4827, Municipal Code Chapter 15.56 (small residential rooftop solar permits)',
} as const;

export const record: TownRecordFile = {
  slug: 'bakersfield',
  kind: 'city',
  intro:
    'Bakersfield runs from older central neighborhoods with small main panels to newer tract homes on the southwest and northwest sides, all on a valley floor where attics bake for months. Most of the city buys power from PG&E, so solar and batteries follow PG&E interconnection rules, and the City reviews rooftop solar under the expedited permit chapter in its municipal code.',
  electric: ownerToVerify({ utility: 'PG&E' }, src.pge),
  gas: ownerToVerify(
    {
      supplier: 'SoCalGas',
      note: 'Most homes we work on in Bakersfield have SoCalGas service; the name on your gas bill is the one to go by.',
    },
    src.socalgas,
  ),
  permit: ownerToVerify(
    {
      office: 'City of Bakersfield Development Services, Building Division',
      solarAppPlus: 'unknown',
      note: 'Chapter 15.56 of the municipal code sets an expedited, checklist-based permit for small residential rooftop solar. State law (SB 379) also requires an automated online solar permit here; whether the City uses SolarAPP+ for it we have not confirmed.',
    },
    solarOrdinance,
  ),
  elevationFeet: ownerToVerify(404, src.gnis),
  designNotes: [
    ownerToVerify(
      'Weeks above 100°F push attic temperatures far past the outdoor high, so we keep inverters, batteries and long wire runs out of the attic where we can and size conductors for the heat they will sit in.',
      src.climateZones,
    ),
    ownerToVerify(
      'Many of the older homes near downtown and in East Bakersfield still have small main panels, so adding solar, a battery and an EV charger together often means a service upgrade that PG&E has to schedule.',
      src.pge,
    ),
    ownerToVerify(
      'Neighborhoods on the northeast edge climb toward the bluffs and the Kern River canyon, closer to mapped fire-threat areas than the flat parts of the city.',
      src.fireThreatMap,
    ),
  ],
  outages: ownerToVerify(
    'Most of Bakersfield sits on the valley floor outside the CPUC High Fire-Threat District, so planned shutoffs are less common than in the mountains, though PG&E says lines that cross fire-threat areas can affect customers outside them.',
    src.pgePsps,
  ),
  programs: [
    read(
      {
        name: 'Medical Baseline (PG&E)',
        note: 'Extra energy at the lowest residential rate for households where someone relies on life-support equipment or has a qualifying condition such as a life-threatening illness or a compromised immune system.',
      },
      src.medicalBaseline,
    ),
  ],
  nearby: ['oildale', 'shafter', 'wasco', 'tehachapi'],
  faqs: [
    {
      question: 'Does the City of Bakersfield have a faster permit path for rooftop solar?',
      answer:
        'Yes. Chapter 15.56 of the municipal code sets an expedited review for small residential rooftop systems that meet the City checklist. Ground mounts, larger systems and jobs that need a service upgrade can take a fuller review. We prepare the plan set and submit it for you.',
      source: solarOrdinance,
    },
    {
      question: 'My house is on the northeast side near the bluffs. Am I more likely to lose power in a shutoff?',
      answer:
        'Possibly. Fire-threat mapping follows the terrain, and the foothills toward the Kern River canyon sit closer to mapped areas than the flat parts of town. PG&E posts affected addresses during an event; if shutoffs worry you, a battery sized for your essential circuits is the usual answer.',
      source: src.fireThreatMap,
    },
    {
      question: 'Will my old main panel need replacing before I add solar and an EV charger?',
      answer:
        'Not always. We start with a load calculation: many older homes can take solar without a new panel, while solar plus an EV charger and a heat pump usually calls for a larger service. If the service changes, PG&E has to disconnect and reconnect the meter, which adds a step to the schedule.',
    },
    {
      question: 'Can I turn my system on as soon as the City inspector signs off?',
      answer:
        'No. After the final inspection, PG&E has to approve the interconnection and grant permission to operate. We file that application and tell you when permission comes through.',
      source: src.pge,
    },
  ],
  modified: '2026-11-23',
};
