import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const building = {
  url: 'https://www.ridgecrest-ca.gov/193/Building-Department',
  title: 'City of Ridgecrest: Building Department',
} as const;

export const record: TownRecordFile = {
  slug: 'ridgecrest',
  kind: 'city',
  intro:
    'Ridgecrest is a high-desert city in the Indian Wells Valley beside Naval Air Weapons Station China Lake, with strong sun, hot summers, cold nights and regular wind. SCE serves the city, and the City of Ridgecrest building department publishes its own design loads and reviews the solar plans.',
  electric: ownerToVerify({ utility: 'SCE' }, src.sce),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Go by the name on your gas bill; homes outside the city may use propane.' },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'City of Ridgecrest Building Department',
      solarAppPlus: 'unknown',
      note: 'The department regulates building, electrical and state energy-code work and lists its design loads and climate zone on its building page. Whether it takes SolarAPP+ we have not confirmed.',
    },
    building,
  ),
  climateZoneRead: building,
  elevationFeet: ownerToVerify(2290, src.gnis),
  designNotes: [
    read(
      'The City building page lists a 110 mph design wind load with exposure C and no snow load; we engineer attachments to the loads in force when we apply, since new code editions can change them.',
      building,
    ),
    ownerToVerify(
      'Blowing dust coats panels between the rare rains and lowers output until they are rinsed, so we leave access for cleaning and keep inverters out of direct afternoon sun.',
      src.climateZones,
    ),
    ownerToVerify(
      'Big swings between hot days and cold nights expand and contract rooftop conduit, so long runs get expansion fittings and supports that allow movement.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'Ridgecrest is open desert, generally outside the CPUC High Fire-Threat District, so planned SCE shutoffs are less likely here than in the mountain towns to the west; SCE lists circuits under consideration during fire weather.',
    src.scePsps,
  ),
  programs: [
    read(
      {
        name: 'SCE Medical Baseline Allowance',
        note: 'A daily allowance of extra electricity at the lowest baseline rate for households that rely on powered medical equipment, and SCE tries to reach you directly before a shutoff.',
      },
      src.sceMedical,
    ),
  ],
  nearby: ['california-city', 'mojave', 'lake-isabella'],
  faqs: [
    {
      question: 'Do I deal with SCE or the City for interconnection?',
      answer:
        'With SCE. The City of Ridgecrest issues the building permit and inspects the installation; SCE reviews the interconnection application and gives permission to operate after the final inspection. We file both and track them for you.',
      source: src.sce,
    },
    {
      question: 'What wind and snow loads do panels have to meet in Ridgecrest?',
      answer:
        'The City building page lists a 110 mph design wind load, exposure C and no snow load, and names climate zone 14. Code editions change, so we confirm the loads in force when we apply and engineer the attachments to them.',
      source: building,
    },
    {
      question: 'How often will I need to wash my panels here?',
      answer:
        'It depends on your street and the season. Panels near open desert or dirt roads collect more dust, and long dry spells let it build up. Checking your monitoring app for a drop in output is a better guide than a fixed schedule.',
    },
    {
      question: 'Is a battery worth it in Ridgecrest if shutoffs are rare?',
      answer:
        'Sometimes. Here a battery earns its keep mostly by storing daytime solar for SCE evening rates, with backup as a bonus. We compare your usage and rate plan with and without one before recommending it.',
    },
  ],
  modified: '2026-11-23',
};
