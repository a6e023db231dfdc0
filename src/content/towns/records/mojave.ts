import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

export const record: TownRecordFile = {
  slug: 'mojave',
  kind: 'unincorporated',
  intro:
    'Mojave is an unincorporated desert town at the foot of the Tehachapi Mountains, home to the Mojave Air and Space Port and squarely in the path of the wind that pours down from the pass. SCE serves the town, and because Mojave has no city government, Kern County Public Works issues the building permits.',
  electric: ownerToVerify({ utility: 'SCE' }, src.sce),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Go by the name on your gas bill; homes on outlying desert parcels may use propane.' },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'Kern County Public Works, Building Inspection',
      solarAppPlus: 'unknown',
      note: 'Mojave has no city building department; the County issues permits for unincorporated Kern, and its list of permitted work includes new electrical service and rewiring. Whether it takes SolarAPP+ we have not confirmed.',
    },
    src.kernBuilding,
  ),
  elevationFeet: ownerToVerify(2762, src.gnis),
  designNotes: [
    ownerToVerify(
      'Wind coming down from Oak Creek Pass is frequent and gusty, so attachments are engineered to the County design wind speed and panel rows are kept back from roof edges, where uplift is strongest.',
      src.kernBuilding,
    ),
    ownerToVerify(
      'Sand blown across open lots settles on panels and in equipment vents, so we choose sealed enclosures and mount inverters on sheltered walls.',
      src.climateZones,
    ),
    ownerToVerify(
      'Hot summer afternoons and freezing winter nights both happen here, so battery locations are chosen to stay within the manufacturer temperature range, often inside a garage rather than on a sunny outside wall.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'The open desert around Mojave is generally outside the CPUC High Fire-Threat District, but lines that reach town also cross the mountains to the west, so watch SCE shutoff notices during high-wind fire weather.',
    src.scePsps,
  ),
  programs: [
    read(
      {
        name: 'SCE Medical Baseline Allowance',
        note: 'More electricity at the lowest baseline rate for a household that relies on powered medical equipment, plus an attempt by SCE to reach the household directly before a shutoff.',
      },
      src.sceMedical,
    ),
  ],
  nearby: ['california-city', 'rosamond', 'tehachapi'],
  faqs: [
    {
      question: 'Mojave has no city hall. Who issues my solar permit?',
      answer:
        'Kern County Public Works. Mojave is unincorporated, so the County reviews the plans and sends the inspector. SCE handles the interconnection separately after the County signs off.',
      source: src.kernBuilding,
    },
    {
      question: 'How do panels hold up to the Mojave wind?',
      answer:
        'Well, when they are attached for it. We fasten racking into rafters, use clamps rated for the design wind speed and keep rows back from roof edges and corners. Loose wiring is what wind finds first, so every run is secured.',
    },
    {
      question: 'Is a battery worth adding if shutoffs are rare in town?',
      answer:
        'It can be, mainly for evening rates rather than backup. SCE time-of-use plans price evening power higher, and a battery lets you use your own daytime solar then. We compare the bill with and without one before you decide.',
    },
  ],
  modified: '2026-11-23',
};
