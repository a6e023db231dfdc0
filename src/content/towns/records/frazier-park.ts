import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

export const record: TownRecordFile = {
  slug: 'frazier-park',
  kind: 'unincorporated',
  intro:
    'Frazier Park sits above 4,500 feet in the mountains west of Tejon Pass, among pines and oaks at the edge of Los Padres National Forest, and winter storms bring real snow. SCE serves Frazier Park while PG&E serves neighboring Lebec, so the name on your bill matters, and Kern County Public Works issues the permits.',
  electric: ownerToVerify(
    { utility: 'SCE', split: 'PG&E serves neighboring Lebec and parts of the Tejon Pass area; go by the name on your bill.' },
    src.sce,
  ),
  gas: ownerToVerify(
    {
      supplier: 'SoCalGas',
      note: 'We have not confirmed gas mains for every part of the mountain communities; many homes here use propane, so check your bill or your tank.',
    },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'Kern County Public Works, Building Inspection',
      solarAppPlus: 'unknown',
      note: 'Frazier Park is unincorporated, so the County issues building permits, including for new electrical service and rewiring. Whether it takes SolarAPP+ we have not confirmed.',
    },
    src.kernBuilding,
  ),
  elevationFeet: ownerToVerify(4639, src.gnis),
  designNotes: [
    ownerToVerify(
      'Snow at this elevation can sit on roofs for days, so racking and rafters are checked for the County mountain snow load, and arrays are kept from shedding onto entries, decks and the electric meter.',
      src.kernBuilding,
    ),
    ownerToVerify(
      'Homes back onto national forest in high fire-threat terrain, so we keep equipment and battery placement to fire-code clearances and label the rapid-shutdown switch where fire crews look for it.',
      src.fireThreatMap,
    ),
    ownerToVerify(
      'Tall pines shade many lots for part of the day, so we map shade across the seasons before proposing an array; a smaller array in full sun can outproduce a larger shaded one.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'Frazier Park and the surrounding mountain communities are in high fire-threat terrain that SCE has considered for shutoffs during past fire weather, and winter storms that bring trees down on lines cause outages too.',
    src.scePsps,
  ),
  programs: [
    read(
      {
        name: 'SCE Critical Care Backup Battery',
        note: 'Free portable backup batteries, with a solar charging kit, for Medical Baseline customers in high fire risk areas who depend on electrically powered medical equipment.',
      },
      src.sceBackupBattery,
    ),
    read(
      {
        name: 'SCE Medical Baseline Allowance',
        note: 'An extra daily allowance at the lowest baseline rate for households that rely on powered medical equipment, and outreach from SCE before a shutoff.',
      },
      src.sceMedical,
    ),
  ],
  nearby: ['bakersfield', 'maricopa', 'taft'],
  faqs: [
    {
      question: 'Is my power from SCE or PG&E?',
      answer:
        'In Frazier Park it is SCE, but PG&E serves Lebec and some nearby areas, and the line between them does not follow community names. The name at the top of your bill decides which interconnection rules, rates and backup programs apply, so we start there.',
      source: src.sce,
    },
    {
      question: 'Will snow slide off my panels onto the walkway?',
      answer:
        'It can, because glass sheds snow faster than shingles. We place arrays so the snow lands away from doors, decks and paths, and add snow guards below them where that is not possible.',
    },
    {
      question: 'How much battery do I need to get through a shutoff or a storm outage?',
      answer:
        'Enough for your essential circuits for the length of outage you want to ride out. Mountain outages can run longer than valley ones, and winter sun is short, so we often pair the battery with a generator inlet. We size it from your own usage.',
    },
    {
      question: 'Does solar make my house a bigger fire risk?',
      answer:
        'A permitted, inspected system adds little risk; problems usually come from damaged wiring or poor connections. We use listed equipment, secure every wire run, include rapid shutdown so firefighters can de-energize the array, and keep equipment clear of vegetation.',
    },
  ],
  modified: '2026-11-23',
};
